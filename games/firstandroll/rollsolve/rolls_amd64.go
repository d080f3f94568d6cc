package rollsolve

import "golang.org/x/sys/cpu"

// rollsAVX is rollsGo in AVX2 (rolls_amd64.s): the same operations in
// the same order (VMULPD, then VADDPD: no fused multiply-add), four
// margins an instruction. It trusts the program: every face's slot comes
// before the roll's (compile places them so).
//
//go:noescape
func rollsAVX(code []int32, probs, a []float64, c, q, o, S int) (int, int, int)

func init() {
	if cpu.X86.HasAVX2 {
		rolls = rollsAVX
	}
}

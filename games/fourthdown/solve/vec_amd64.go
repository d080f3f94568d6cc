package solve

import "golang.org/x/sys/cpu"

// The kernels of addScaled and addMirrored in AVX (vec_amd64.s), on the
// multiples of four of their lengths: the same operations in the same
// order as the Go loops, four margins an instruction.

//go:noescape
func addScaledAVX(dst, src []float64, p float64)

//go:noescape
func addMirroredAVX(dst, src []float64, p float64)

func init() {
	if cpu.X86.HasAVX2 {
		addScaled4, addMirrored4 = addScaledAVX, addMirroredAVX
	}
}

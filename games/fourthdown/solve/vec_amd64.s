#include "textflag.h"

// func addScaledAVX(dst, src []float64, p float64)
// dst[i] += p*src[i] for i < len(dst) &^ 3 (len(src) >= that): VMULPD then
// VADDPD, four lanes at a time, the same roundings as the Go loop.
TEXT ·addScaledAVX(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), CX
	MOVQ src_base+24(FP), SI
	VBROADCASTSD p+48(FP), Y0
	ANDQ $-4, CX
	XORQ AX, AX
	MOVQ CX, BX
	ANDQ $-8, BX
	JZ   four

eight:
	VMULPD  (SI)(AX*8), Y0, Y1
	VMULPD  32(SI)(AX*8), Y0, Y2
	VADDPD  (DI)(AX*8), Y1, Y1
	VADDPD  32(DI)(AX*8), Y2, Y2
	VMOVUPD Y1, (DI)(AX*8)
	VMOVUPD Y2, 32(DI)(AX*8)
	ADDQ    $8, AX
	CMPQ    AX, BX
	JB      eight

four:
	CMPQ    AX, CX
	JAE     done
	VMULPD  (SI)(AX*8), Y0, Y1
	VADDPD  (DI)(AX*8), Y1, Y1
	VMOVUPD Y1, (DI)(AX*8)

done:
	VZEROUPPER
	RET

// func addMirroredAVX(dst, src []float64, p float64)
// dst[i] += p - p*src[len(src)-1-i] for i < len(dst) &^ 3 (len(src) =
// len(dst)): src read from the back, its lanes reversed (VPERMPD).
TEXT ·addMirroredAVX(SB), NOSPLIT, $0-56
	MOVQ dst_base+0(FP), DI
	MOVQ dst_len+8(FP), CX
	MOVQ src_base+24(FP), SI
	MOVQ src_len+32(FP), DX
	VBROADCASTSD p+48(FP), Y0
	ANDQ $-4, CX
	LEAQ -32(SI)(DX*8), SI // the last four of src
	XORQ AX, AX

loop:
	CMPQ    AX, CX
	JAE     end
	VMOVUPD (SI), Y1
	VPERMPD $0x1b, Y1, Y1
	VMULPD  Y1, Y0, Y1
	VSUBPD  Y1, Y0, Y1
	VADDPD  (DI)(AX*8), Y1, Y1
	VMOVUPD Y1, (DI)(AX*8)
	ADDQ    $4, AX
	SUBQ    $32, SI
	JMP     loop

end:
	VZEROUPPER
	RET

#include "textflag.h"

// The first two faces of a roll: their places in R12 and R13, their
// chances in Y0 and Y1.
#define FACES01 \
	MOVLQSX      4(SI)(AX*4), R12; \
	MOVLQSX      8(SI)(AX*4), R13; \
	VBROADCASTSD (DI)(BX*8), Y0; \
	VBROADCASTSD 8(DI)(BX*8), Y1; \
	MOVQ         R10, R14

// Eight lanes of p0*x0 + p1*x1, in Y3 and Y5.
#define SUM01 \
	VMULPD (DX)(R12*8), Y0, Y3; \
	VMULPD (DX)(R13*8), Y1, Y4; \
	VMULPD 32(DX)(R12*8), Y0, Y5; \
	VMULPD 32(DX)(R13*8), Y1, Y6; \
	VADDPD Y4, Y3, Y3; \
	VADDPD Y6, Y5, Y5

// Y3 and Y5 stored as the roll's eight lanes at CX, moved on eight; the
// lanes left (R14) eight fewer.
#define STORE \
	VMOVUPD Y3, (DX)(CX*8); \
	VMOVUPD Y5, 32(DX)(CX*8); \
	ADDQ    $8, CX; \
	SUBQ    $8, R14

// func rollsAVX(code []int32, probs, a []float64, c, q, o, S int) (int, int, int)
// The rolls of two faces (header 3|2<<8: out = p0*x0 + p1*x1) and three
// faces (3|3<<8: out = (p0*x0 + p1*x1) + p2*x2) from code[c] on, while
// o < len(a); S lanes a slot (a multiple of eight), eight a pass, the
// faces' places (R12, R13, R11) and the roll's (CX) moved on eight after
// each.
TEXT ·rollsAVX(SB), NOSPLIT, $0-128
	MOVQ code_base+0(FP), SI
	MOVQ code_len+8(FP), R8
	MOVQ probs_base+24(FP), DI
	MOVQ a_base+48(FP), DX
	MOVQ a_len+56(FP), R9
	MOVQ c+72(FP), AX
	MOVQ q+80(FP), BX
	MOVQ o+88(FP), CX
	MOVQ S+96(FP), R10

next:
	CMPQ AX, R8
	JAE  done
	CMPQ CX, R9
	JAE  done
	MOVL (SI)(AX*4), R11
	CMPL R11, $0x303
	JEQ  three
	CMPL R11, $0x203
	JNE  done
	FACES01

two:
	SUM01
	STORE
	JZ   twodone
	ADDQ $8, R12
	ADDQ $8, R13
	JMP  two

twodone:
	ADDQ $3, AX
	ADDQ $2, BX
	JMP  next

three:
	FACES01
	MOVLQSX      12(SI)(AX*4), R11
	VBROADCASTSD 16(DI)(BX*8), Y2

threelanes:
	SUM01
	VMULPD (DX)(R11*8), Y2, Y4
	VMULPD 32(DX)(R11*8), Y2, Y6
	VADDPD Y4, Y3, Y3
	VADDPD Y6, Y5, Y5
	STORE
	JZ     threedone
	ADDQ   $8, R12
	ADDQ   $8, R13
	ADDQ   $8, R11
	JMP    threelanes

threedone:
	ADDQ $4, AX
	ADDQ $3, BX
	JMP  next

done:
	VZEROUPPER
	MOVQ AX, ret+104(FP)
	MOVQ BX, ret1+112(FP)
	MOVQ CX, ret2+120(FP)
	RET

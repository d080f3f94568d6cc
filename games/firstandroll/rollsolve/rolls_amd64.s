#include "textflag.h"

// func rollsAVX(code []int32, probs, a []float64, c, q, o, S int) (int, int, int)
// The rolls of two faces (header 3|2<<8: out = p0*x0 + p1*x1) and three
// faces (3|3<<8: out = (p0*x0 + p1*x1) + p2*x2) from code[c] on, while
// o < len(a); S lanes a slot (a multiple of eight), eight at a time: a
// loop over them, or where S is eight (margins ±3) the one pass without
// it (next8).
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
	CMPQ R10, $8
	JEQ  next8

next:
	CMPQ AX, R8
	JAE  done
	CMPQ CX, R9
	JAE  done
	MOVL (SI)(AX*4), R11
	CMPL R11, $0x203
	JEQ  two
	CMPL R11, $0x303
	JEQ  three
	JMP  done

two:
	MOVLQSX      4(SI)(AX*4), R12
	MOVLQSX      8(SI)(AX*4), R13
	VBROADCASTSD (DI)(BX*8), Y0
	VBROADCASTSD 8(DI)(BX*8), Y1
	LEAQ         (DX)(R12*8), R12
	LEAQ         (DX)(R13*8), R13
	LEAQ         (DX)(CX*8), R14
	XORQ         R11, R11

twolanes:
	VMULPD  (R12)(R11*8), Y0, Y3
	VMULPD  (R13)(R11*8), Y1, Y4
	VMULPD  32(R12)(R11*8), Y0, Y5
	VMULPD  32(R13)(R11*8), Y1, Y6
	VADDPD  Y4, Y3, Y3
	VADDPD  Y6, Y5, Y5
	VMOVUPD Y3, (R14)(R11*8)
	VMOVUPD Y5, 32(R14)(R11*8)
	ADDQ    $8, R11
	CMPQ    R11, R10
	JB      twolanes
	ADDQ    $3, AX
	ADDQ    $2, BX
	ADDQ    R10, CX
	JMP     next

three:
	MOVLQSX      4(SI)(AX*4), R12
	MOVLQSX      8(SI)(AX*4), R13
	MOVLQSX      12(SI)(AX*4), R11
	VBROADCASTSD (DI)(BX*8), Y0
	VBROADCASTSD 8(DI)(BX*8), Y1
	VBROADCASTSD 16(DI)(BX*8), Y2
	LEAQ         (DX)(R12*8), R12
	LEAQ         (DX)(R13*8), R13
	LEAQ         (DX)(R11*8), R11
	LEAQ         (DX)(CX*8), R14
	XORQ         R15, R15

threelanes:
	VMULPD  (R12)(R15*8), Y0, Y3
	VMULPD  (R13)(R15*8), Y1, Y4
	VMULPD  32(R12)(R15*8), Y0, Y5
	VMULPD  32(R13)(R15*8), Y1, Y6
	VADDPD  Y4, Y3, Y3
	VADDPD  Y6, Y5, Y5
	VMULPD  (R11)(R15*8), Y2, Y4
	VMULPD  32(R11)(R15*8), Y2, Y6
	VADDPD  Y4, Y3, Y3
	VADDPD  Y6, Y5, Y5
	VMOVUPD Y3, (R14)(R15*8)
	VMOVUPD Y5, 32(R14)(R15*8)
	ADDQ    $8, R15
	CMPQ    R15, R10
	JB      threelanes
	ADDQ    $4, AX
	ADDQ    $3, BX
	ADDQ    R10, CX
	JMP     next

next8:
	CMPQ AX, R8
	JAE  done
	CMPQ CX, R9
	JAE  done
	MOVL (SI)(AX*4), R11
	CMPL R11, $0x303
	JEQ  three8
	CMPL R11, $0x203
	JNE  done

	MOVLQSX      4(SI)(AX*4), R12
	MOVLQSX      8(SI)(AX*4), R13
	VBROADCASTSD (DI)(BX*8), Y0
	VBROADCASTSD 8(DI)(BX*8), Y1
	VMULPD       (DX)(R12*8), Y0, Y3
	VMULPD       (DX)(R13*8), Y1, Y4
	VMULPD       32(DX)(R12*8), Y0, Y5
	VMULPD       32(DX)(R13*8), Y1, Y6
	VADDPD       Y4, Y3, Y3
	VADDPD       Y6, Y5, Y5
	VMOVUPD      Y3, (DX)(CX*8)
	VMOVUPD      Y5, 32(DX)(CX*8)
	ADDQ         $3, AX
	ADDQ         $2, BX
	ADDQ         $8, CX
	JMP          next8

three8:
	MOVLQSX      4(SI)(AX*4), R12
	MOVLQSX      8(SI)(AX*4), R13
	MOVLQSX      12(SI)(AX*4), R11
	VBROADCASTSD (DI)(BX*8), Y0
	VBROADCASTSD 8(DI)(BX*8), Y1
	VBROADCASTSD 16(DI)(BX*8), Y2
	VMULPD       (DX)(R12*8), Y0, Y3
	VMULPD       (DX)(R13*8), Y1, Y4
	VMULPD       32(DX)(R12*8), Y0, Y5
	VMULPD       32(DX)(R13*8), Y1, Y6
	VADDPD       Y4, Y3, Y3
	VADDPD       Y6, Y5, Y5
	VMULPD       (DX)(R11*8), Y2, Y4
	VMULPD       32(DX)(R11*8), Y2, Y6
	VADDPD       Y4, Y3, Y3
	VADDPD       Y6, Y5, Y5
	VMOVUPD      Y3, (DX)(CX*8)
	VMOVUPD      Y5, 32(DX)(CX*8)
	ADDQ         $4, AX
	ADDQ         $3, BX
	ADDQ         $8, CX
	JMP          next8

done:
	VZEROUPPER
	MOVQ AX, ret+104(FP)
	MOVQ BX, ret1+112(FP)
	MOVQ CX, ret2+120(FP)
	RET

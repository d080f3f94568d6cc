package league

import (
	"fmt"
	"io"
	"strings"
	"unicode/utf8"
)

// writeTable prints rows as columns two spaces apart, each column aligned
// as align says ('l' left, 'r' right; missing letters are left), indented
// by two spaces. Widths count characters, so names in any script line up.
func writeTable(w io.Writer, align string, rows [][]string) {
	var width []int
	for _, r := range rows {
		for i, c := range r {
			if i >= len(width) {
				width = append(width, 0)
			}
			width[i] = max(width[i], utf8.RuneCountInString(c))
		}
	}
	for _, r := range rows {
		var b strings.Builder
		b.WriteString(" ")
		for i, c := range r {
			pad := strings.Repeat(" ", width[i]-utf8.RuneCountInString(c))
			b.WriteString(" ")
			if i < len(align) && align[i] == 'r' {
				b.WriteString(pad + c)
			} else if i < len(r)-1 {
				b.WriteString(c + pad)
			} else {
				b.WriteString(c)
			}
			if i < len(r)-1 {
				b.WriteString(" ")
			}
		}
		fmt.Fprintln(w, strings.TrimRight(b.String(), " "))
	}
}

// Package templates holds fourthdown's printable words: the text of the
// play aids that is not table data, as Go text/template definitions filled
// from the ruleset being printed (so a variant's numbers appear in its
// words too).
package templates

import (
	"embed"
	"text/template"

	"github.com/fourthdown/fourthdown/engine"
)

//go:embed aids.tmpl
var files embed.FS

// Aids returns the play-aid templates: one "define" per block (drive-note,
// order, fourth, conversion, fg, try, scoring, clock, cap, late, untimed,
// placements). See the comment at the top of aids.tmpl for the line syntax.
func Aids() *template.Template {
	funcs := template.FuncMap{"inc": func(n int) int { return n + 1 }, "yards": engine.Yards}
	return template.Must(template.New("aids.tmpl").Funcs(funcs).Option("missingkey=error").ParseFS(files, "aids.tmpl"))
}

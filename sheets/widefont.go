package sheets

// widefont.go prints what the core fonts cannot: a name in Polish, Greek or
// Cyrillic ("Łódź", "Αθήνα", "Москва") is drawn in the Go fonts, embedded
// as subsets only in a PDF that needs them, so every other PDF keeps its
// bytes. A character no font here has (an emoji) becomes "?", as it does
// in the core fonts.

import (
	"strings"
	"sync"

	"github.com/jung-kurt/gofpdf"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gobolditalic"
	"golang.org/x/image/font/gofont/goitalic"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
)

// wideFamily is the family name the Go fonts are registered under.
const wideFamily = "gowide"

var wideFonts = map[string][]byte{
	"": goregular.TTF, "B": gobold.TTF, "I": goitalic.TTF, "BI": gobolditalic.TTF,
}

var cover struct {
	once sync.Once
	cp   func(string) string // UTF-8 to cp1252, "." when it has no byte
	font *sfnt.Font
}

func coverage() {
	cover.once.Do(func() {
		cover.cp = gofpdf.New("P", "mm", "A4", "").UnicodeTranslatorFromDescriptor("")
		f, err := sfnt.Parse(goregular.TTF)
		if err != nil {
			panic(err) // the embedded font is part of the build
		}
		cover.font = f
	})
}

// coreText is s (cleaned) in the core fonts' cp1252 bytes; ok is false
// when s has a character cp1252 lacks (then the Go fonts draw it).
func coreText(s string) (string, bool) {
	coverage()
	var b strings.Builder
	for _, r := range s {
		if r < 0x80 {
			b.WriteRune(r)
			continue
		}
		t := cover.cp(string(r))
		if t == "." {
			return "", false
		}
		b.WriteString(t)
	}
	return b.String(), true
}

// wideText is s with the characters the Go fonts lack shown as "?".
func wideText(s string) string {
	coverage()
	var buf sfnt.Buffer
	out := []rune(s)
	for i, r := range out {
		if r < 0x80 {
			continue
		}
		if g, err := cover.font.GlyphIndex(&buf, r); err != nil || g == 0 {
			out[i] = '?'
		}
	}
	return string(out)
}

// useWide sets the Go font matching f, registering it with pdf the first
// time the document uses that style (a font never used is not embedded).
func useWide(pdf *gofpdf.Fpdf, registered map[string]bool, f Font) {
	style := f.Style
	if _, ok := wideFonts[style]; !ok {
		style = ""
	}
	if !registered[style] {
		pdf.AddUTF8FontFromBytes(wideFamily, style, wideFonts[style])
		registered[style] = true
	}
	pdf.SetFont(wideFamily, style, f.Size)
}

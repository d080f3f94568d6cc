package prompt

// Styler colours text on a terminal (and never with NO_COLOR).
type Styler struct{ On bool }

func (s Styler) wrap(code, t string) string {
	if !s.On {
		return t
	}
	return "\x1b[" + code + "m" + t + "\x1b[0m"
}

func (s Styler) Bold(t string) string   { return s.wrap("1", t) }
func (s Styler) Faint(t string) string  { return s.wrap("2", t) }
func (s Styler) Yellow(t string) string { return s.wrap("1;33", t) }
func (s Styler) Red(t string) string    { return s.wrap("31", t) }
func (s Styler) Green(t string) string  { return s.wrap("32", t) }
func (s Styler) Blue(t string) string   { return s.wrap("34", t) }

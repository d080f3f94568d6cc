package engine

// Step folds one entry into s in place: the same rules as Apply, without
// copying the state. The events are appended to buf (pass a reused buffer,
// e.g. buf[:0], to avoid allocation). An entry the rules do not allow
// returns an *EntryError and leaves s unchanged.
func (s *State) Step(e Entry, buf []Event) ([]Event, error) {
	// The fold validates each entry in its own dispatch (the same verdict
	// as check); only a refused entry goes to check, for the error.
	f := fold{s: s, ev: &buf}
	err := f.apply(e)
	return buf, err
}

// StepQuiet is Step without events: the same rules and the same new state,
// for callers that only need the state (simulations).
func (s *State) StepQuiet(e Entry) error {
	f := fold{s: s}
	return f.apply(e)
}

// refuse is the error for an entry the fold did not take (the state is
// unchanged). Out of line: it is the rare path.
//
//go:noinline
func (s *State) refuse(e Entry) error {
	if err := s.check(e); err != nil {
		return err
	}
	// Not reached: apply takes exactly the entries check allows.
	a := s.Next()
	return &EntryError{a, e, "internal error: " + a.Kind.String() + " refused " + e.String()}
}

// Asking is the kind of entry the rules ask for next: Next().Kind, without
// building the Ask (for hot loops that cache what each kind needs).
func (s *State) Asking() AskKind { return s.ask }

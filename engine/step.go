package engine

// Step folds one entry into s in place: the same rules as Apply, without
// copying the state. The events are appended to buf (pass a reused buffer,
// e.g. buf[:0], to avoid allocation). An entry the rules do not allow
// returns an *EntryError and leaves s unchanged.
func (s *State) Step(e Entry, buf []Event) ([]Event, error) {
	// check's own fast path, without the call: an allowed entry goes
	// straight to the fold; anything else gets check's verdict.
	var ok bool
	if d := s.askDie(); d != nil {
		ok = e.IsDie() && d.Valid(e.Face)
	} else {
		ok = s.askChoices().Has(e.Choice)
	}
	if !ok {
		if err := s.check(e); err != nil {
			return buf, err
		}
	}
	f := fold{s: s, ev: &buf}
	f.apply(e)
	return buf, nil
}

// StepQuiet is Step without events: the same rules and the same new state,
// for callers that only need the state (simulations).
func (s *State) StepQuiet(e Entry) error {
	var ok bool // as in Step
	if d := s.askDie(); d != nil {
		ok = e.IsDie() && d.Valid(e.Face)
	} else {
		ok = s.askChoices().Has(e.Choice)
	}
	if !ok {
		if err := s.check(e); err != nil {
			return err
		}
	}
	f := fold{s: s}
	f.apply(e)
	return nil
}

// Asking is the kind of entry the rules ask for next: Next().Kind, without
// building the Ask (for hot loops that cache what each kind needs).
func (s *State) Asking() AskKind { return s.ask }

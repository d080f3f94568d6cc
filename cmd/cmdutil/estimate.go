package cmdutil

import (
	"errors"
	"fmt"
	"strings"

	"github.com/fourthdown/fourthdown/values"
)

// ParseValuesSource reads --values: "exact", "estimate" or "" (the
// default: the exact values where the game has them, else estimated).
func ParseValuesSource(s string) (values.Source, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "":
		return values.Default, nil
	case "exact":
		return values.Exact, nil
	case "estimate":
		return values.Estimate, nil
	}
	return 0, &UsageError{Err: fmt.Errorf("--values must be exact or estimate, got %q", s)}
}

// ValuesFlagError is err, values refused to --values (values.Refusal),
// as a usage error naming the flag.
func ValuesFlagError(err error) error {
	var r *values.Refusal
	if !errors.As(err, &r) {
		return err
	}
	name := map[values.Source]string{values.Exact: "exact", values.Estimate: "estimate"}[r.Source]
	return &UsageError{Err: fmt.Errorf("--values %s: %v", name, r.Err)}
}

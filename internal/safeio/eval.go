package safeio

import "path/filepath"

// filepathEval is the path a link at path leads to (path itself if none).
func filepathEval(path string) (string, error) { return filepath.EvalSymlinks(path) }

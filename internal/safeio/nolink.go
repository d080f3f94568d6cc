package safeio

import "fmt"

// LinkError is a file that must be read as itself but is a symbolic link:
// it is refused, never followed (the link may lead to any file).
type LinkError struct {
	Path string
	What string
}

func (e *LinkError) Error() string {
	return fmt.Sprintf("%s is a symbolic link: it is not read, since it may lead to any file (give %s itself)", e.Path, e.What)
}

// ReadRegularNoLink is ReadRegular of a path that must not be a symbolic
// link: a link there is a *LinkError and is never followed, even one put
// there a moment before (O_NOFOLLOW where the system has it).
func ReadRegularNoLink(path string, limit int64, what string) ([]byte, error) {
	f, err := openNoFollow(path)
	if err != nil {
		if isLink(path, err) {
			return nil, &LinkError{Path: path, What: what}
		}
		return nil, err
	}
	defer f.Close()
	return readOpen(f, path, limit, what)
}

package cmd

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"path/filepath"
	"strings"
	"testing"
)

// cyclomatic is a function's cyclomatic complexity as gocyclo counts it:
// one, and one for each if, for, case, select case, && and ||.
func cyclomatic(fn *ast.FuncDecl) int {
	n := 1
	ast.Inspect(fn, func(node ast.Node) bool {
		switch x := node.(type) {
		case *ast.IfStmt, *ast.ForStmt, *ast.RangeStmt:
			n++
		case *ast.CaseClause:
			if x.List != nil {
				n++
			}
		case *ast.CommClause:
			if x.Comm != nil {
				n++
			}
		case *ast.BinaryExpr:
			if x.Op == token.LAND || x.Op == token.LOR {
				n++
			}
		}
		return true
	})
	return n
}

// funcName is a function's name as gocyclo writes it: "(*table).enter".
func funcName(fn *ast.FuncDecl) string {
	if fn.Recv == nil || len(fn.Recv.List) == 0 {
		return fn.Name.Name
	}
	t := fn.Recv.List[0].Type
	star := ""
	if s, ok := t.(*ast.StarExpr); ok {
		star, t = "*", s.X
	}
	if ix, ok := t.(*ast.IndexExpr); ok {
		t = ix.X
	}
	if id, ok := t.(*ast.Ident); ok {
		return "(" + star + id.Name + ")." + fn.Name.Name
	}
	return fn.Name.Name
}

// overComplex lists the functions of the Go files under root whose
// complexity is over limit, as "dir/file.go: name", tests with them when
// tests is set.
func overComplex(t *testing.T, root string, limit int, tests bool) []string {
	t.Helper()
	var over []string
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && (d.Name() == "testdata" || strings.HasPrefix(d.Name(), ".")) && path != root {
			return filepath.SkipDir
		}
		if d.IsDir() || !strings.HasSuffix(path, ".go") || !tests && strings.HasSuffix(path, "_test.go") {
			return nil
		}
		f, err := parser.ParseFile(token.NewFileSet(), path, nil, 0)
		if err != nil {
			return err
		}
		for _, decl := range f.Decls {
			if fn, ok := decl.(*ast.FuncDecl); ok && cyclomatic(fn) > limit {
				rel, _ := filepath.Rel(root, path)
				over = append(over, filepath.ToSlash(rel)+": "+funcName(fn))
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	return over
}

// TestCmdFunctionsAreSmall (issue 45): no function of cmd, tests
// included, is over complexity 20 (gocyclo's count).
func TestCmdFunctionsAreSmall(t *testing.T) {
	if over := overComplex(t, ".", 20, true); len(over) > 0 {
		t.Errorf("over complexity 20 in cmd:\n%s", strings.Join(over, "\n"))
	}
}

// TestModuleFunctionsAreSmall (issue 45): no function of the module,
// tests included, is over complexity 25 (gocyclo's count).
func TestModuleFunctionsAreSmall(t *testing.T) {
	if over := overComplex(t, "..", 25, true); len(over) > 0 {
		t.Errorf("over complexity 25:\n%s", strings.Join(over, "\n"))
	}
}

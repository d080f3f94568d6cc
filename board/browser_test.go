package board_test

import (
	"bytes"
	"context"
	"flag"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/chromedp/cdproto/cdp"
	"github.com/chromedp/cdproto/emulation"
	"github.com/chromedp/cdproto/network"
	"github.com/chromedp/chromedp"
)

var shots = flag.String("shots", "", "a folder: the browser test saves screenshots of the board there (1920×1080, phone, overlay)")

// browser starts headless Chromium, with no network beyond this computer:
// every host name but the loopback address fails to resolve. Without
// Chromium the test is skipped, except in CI (CI=true), where it fails.
func browser(t *testing.T, w, h int) (context.Context, context.CancelFunc) {
	t.Helper()
	found := false
	for _, name := range []string{"chromium", "chromium-browser", "google-chrome", "headless-shell"} {
		if _, err := exec.LookPath(name); err == nil {
			found = true
		}
	}
	if !found {
		if os.Getenv("CI") == "true" {
			t.Fatal("CI: no Chromium to run the board's browser test (.ci/run installs the chromium package)")
		}
		t.Skip("no Chromium on the PATH: the board's browser test is skipped (it is required in CI)")
	}
	opts := append(chromedp.DefaultExecAllocatorOptions[:],
		chromedp.NoSandbox,
		chromedp.WindowSize(w, h),
		chromedp.Flag("host-resolver-rules", "MAP * ~NOTFOUND, EXCLUDE 127.0.0.1"),
		chromedp.Flag("proxy-server", "http://127.0.0.1:9"), // anything not on this computer goes nowhere
	)
	actx, cancelA := chromedp.NewExecAllocator(context.Background(), opts...)
	ctx, cancelB := chromedp.NewContext(actx)
	ctx, cancelC := context.WithTimeout(ctx, 60*time.Second)
	return ctx, func() { cancelC(); cancelB(); cancelA() }
}

// pageLog records every request the page makes and every console
// complaint (a refusal of the Content-Security-Policy is one).
type pageLog struct {
	mu       sync.Mutex
	requests []string
	problems []string
}

func (p *pageLog) listen(t *testing.T, ctx context.Context) {
	t.Helper()
	err := chromedp.Listen(ctx, func(ev any) {
		if ev, ok := ev.(*network.EventRequestWillBeSent); ok {
			p.mu.Lock()
			p.requests = append(p.requests, ev.Request.URL)
			p.mu.Unlock()
		}
	})
	if err != nil {
		t.Fatal(err)
	}
	msgs := chromedp.Console(ctx)
	go func() {
		for m, err := range msgs {
			if err != nil {
				return
			}
			if m.Type == chromedp.ConsoleError || m.Type == chromedp.ConsoleWarning || m.Type == chromedp.ConsoleException {
				p.mu.Lock()
				p.problems = append(p.problems, string(m.Type)+": "+m.Text)
				p.mu.Unlock()
			}
		}
	}()
	if _, err := chromedp.Call(ctx, network.Enable, network.EnableParams{}); err != nil {
		t.Fatal(err)
	}
}

func (p *pageLog) check(t *testing.T, origin string) {
	t.Helper()
	p.mu.Lock()
	defer p.mu.Unlock()
	if len(p.requests) == 0 {
		t.Error("no request of the page was seen: the check of what it loads saw nothing")
	}
	for _, u := range p.requests {
		if !strings.HasPrefix(u, origin+"/") && !strings.HasPrefix(u, "data:") {
			t.Errorf("the page requested %s: it must load nothing from elsewhere", u)
		}
	}
	for _, m := range p.problems {
		t.Errorf("the browser complained: %s", m)
	}
}

func text(ctx context.Context, sel string) (string, error) {
	s, err := chromedp.Run(ctx, chromedp.TextContent(chromedp.CSS(sel)))
	return strings.TrimSpace(s), err
}

// The board in a real browser: it shows the teams and the score, and when
// play saves an entry the page changes within a second, without a reload;
// it loads nothing but the board's own routes (the network is off).
func TestBrowserSeesThePlay(t *testing.T) {
	rec, head, rest, s := boardAt(t, 4)

	ctx, cancel := browser(t, 1920, 1080)
	defer cancel()
	var pl pageLog
	pl.listen(t, ctx)
	if err := chromedp.Do(ctx, chromedp.Navigate(s.URL+"/"), chromedp.WaitVisible(chromedp.ID("home-name")),
		chromedp.Evaluate[chromedp.Void](`window.notReloaded = true`)); err != nil {
		t.Fatal(err)
	}
	for sel, want := range map[string]string{"#home-name": "Bombers", "#away-name": "Gunners", "#home-pts": "0", "#away-pts": "0"} {
		if got, err := text(ctx, sel); err != nil || got != want {
			t.Errorf("%s shows %q (%v), want %q", sel, got, err, want)
		}
	}
	// The field goal of the fourth line, saved as play saves it.
	saved := time.Now()
	save(t, rec, head+rest[0])
	for {
		got, err := text(ctx, "#home-pts")
		if err != nil {
			t.Fatal(err)
		}
		if got == "3" {
			break
		}
		if time.Since(saved) > time.Second {
			t.Fatalf("a second after the save the page still shows %s for the Bombers, want 3", got)
		}
		time.Sleep(25 * time.Millisecond)
	}
	t.Logf("the page showed the save after %v", time.Since(saved).Round(time.Millisecond))
	if same, err := chromedp.Run(ctx, chromedp.Evaluate[bool](`window.notReloaded === true`)); err != nil || !same {
		t.Errorf("the page was reloaded to show the save (%v)", err)
	}
	if got, _ := text(ctx, "#scoring"); !strings.Contains(got, "field goal") {
		t.Errorf("the scoring summary shows %q, want the field goal", got)
	}
	// A refused line: the banner says so, the score stays.
	save(t, rec, head+rest[0]+"b 12 zz 3\n")
	if err := chromedp.Do(ctx, chromedp.WaitVisible(chromedp.ID("error"))); err != nil {
		t.Fatal(err)
	}
	if got, _ := text(ctx, "#error"); !strings.Contains(got, "zz") {
		t.Errorf("the error banner says %q, want the refused token", got)
	}
	if got, _ := text(ctx, "#home-pts"); got != "3" {
		t.Errorf("with the refused line the page shows %s, want the last good score 3", got)
	}
	pl.check(t, s.URL)
	overlayIsTransparent(t, ctx, s.URL)
	if *shots != "" {
		screenshots(t, s, rec, head+strings.Join(rest[:12], ""))
	}
}

// clear asks the browser for a see-through canvas where the page paints
// none, as streaming software's browser sources do (an alpha of 0 is
// left out of the message, which means 1: a millionth is none).
var clear = chromedp.Func(func(ctx context.Context, t *chromedp.Target) error {
	_, err := cdp.Call(ctx, t, emulation.SetDefaultBackgroundColorOverride,
		emulation.SetDefaultBackgroundColorOverrideParams{Color: &cdp.RGBA{A: 1e-6}})
	return err
})

// With ?overlay=1 the page is a lower third: see-through above it, the
// score bar painted at the bottom.
func overlayIsTransparent(t *testing.T, ctx context.Context, url string) {
	t.Helper()
	if err := chromedp.Do(ctx, clear, chromedp.Navigate(url+"/?overlay=1"), chromedp.WaitVisible(chromedp.ID("home-pts"))); err != nil {
		t.Fatal(err)
	}
	shot, err := chromedp.Run(ctx, chromedp.CaptureScreenshot())
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(shot))
	if err != nil {
		t.Fatal(err)
	}
	b := img.Bounds()
	alpha := func(x, y int) uint32 { _, _, _, a := img.At(x, y).RGBA(); return a >> 8 }
	if a := alpha(b.Dx()/2, b.Dy()/4); a > 8 {
		t.Errorf("the overlay's upper part is painted (alpha %d): it must be see-through", a)
	}
	var pts string
	if pts, err = text(ctx, "#home-pts"); err != nil || pts != "3" {
		t.Errorf("the overlay shows %q for the Bombers (%v), want 3", pts, err)
	}
	painted := false
	for y := b.Dy() * 3 / 4; y < b.Dy(); y += 4 {
		if alpha(b.Dx()/2, y) == 255 {
			painted = true
		}
	}
	if !painted {
		t.Error("the overlay paints nothing in its lower quarter: the score bar is missing")
	}
}

// screenshots saves the board as people see it, for looking at and for
// the README: at 1920×1080, on a phone, and as an overlay.
func screenshots(t *testing.T, s *served, rec, text string) {
	save(t, rec, text)
	time.Sleep(300 * time.Millisecond)
	for _, v := range []struct {
		name, path string
		w, h       int
	}{{"board.png", "/", 1920, 1080}, {"phone.png", "/", 390, 844}, {"overlay.png", "/?overlay=1", 1920, 1080}, {"board-1280.png", "/", 1280, 720}} {
		ctx, cancel := browser(t, v.w, v.h)
		err := chromedp.Do(ctx, clear, chromedp.EmulateViewport(int64(v.w), int64(v.h)), chromedp.Navigate(s.URL+v.path),
			chromedp.WaitVisible(chromedp.ID("home-name")), chromedp.Sleep(800*time.Millisecond))
		var png []byte
		if err == nil {
			png, err = chromedp.Run(ctx, chromedp.FullScreenshot(100))
		}
		cancel()
		if err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(filepath.Join(*shots, v.name), png, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

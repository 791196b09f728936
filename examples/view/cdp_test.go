package main

import (
	"bufio"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"os/exec"
	"sync"
	"testing"
	"time"
)

// chromiumPath is where the distribution's package installs Chromium
// (.ci/run installs it); the browser tests skip when it is absent.
var chromiumPath = "/usr/bin/chromium"

// browser is a headless Chromium driven over the DevTools protocol on a
// pipe (--remote-debugging-pipe: commands on its fd 3, replies and events
// on its fd 4, each a JSON message ending in a NUL byte), so the tests need
// no WebSocket library and open no port.
type browser struct {
	cmd     *exec.Cmd
	send    *os.File
	mu      sync.Mutex
	nextID  int
	waiting map[int]chan cdpReply
	events  chan cdpEvent
	session string
	done    chan struct{}
}

type cdpReply struct {
	Result json.RawMessage `json:"result"`
	Error  *struct {
		Message string `json:"message"`
	} `json:"error"`
}

type cdpEvent struct {
	Method string          `json:"method"`
	Params json.RawMessage `json:"params"`
}

// startBrowser starts Chromium with a fresh profile and opens one page, or
// skips t when Chromium is not installed.
func startBrowser(t *testing.T) *browser {
	t.Helper()
	if _, err := os.Stat(chromiumPath); err != nil {
		t.Skipf("headless Chromium tests skipped: %s not found (apt-get install chromium)", chromiumPath)
	}
	cmdR, cmdW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	outR, outW, err := os.Pipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd := exec.Command(chromiumPath, "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
		"--disable-background-networking", "--disable-component-update", "--disable-sync", "--disable-extensions",
		"--user-data-dir="+t.TempDir(), "--remote-debugging-pipe", "--hide-scrollbars", "about:blank")
	cmd.ExtraFiles = []*os.File{cmdR, outW} // fd 3 and fd 4
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	cmdR.Close()
	outW.Close()
	b := &browser{cmd: cmd, send: cmdW, waiting: map[int]chan cdpReply{}, events: make(chan cdpEvent, 256), done: make(chan struct{})}
	go b.read(outR)
	t.Cleanup(func() {
		b.send.Close()
		select {
		case <-b.done:
		case <-time.After(5 * time.Second):
			b.cmd.Process.Kill()
		}
		b.cmd.Wait()
	})
	var target struct {
		TargetID string `json:"targetId"`
	}
	b.call(t, "", "Target.createTarget", map[string]any{"url": "about:blank"}, &target)
	var att struct {
		SessionID string `json:"sessionId"`
	}
	b.call(t, "", "Target.attachToTarget", map[string]any{"targetId": target.TargetID, "flatten": true}, &att)
	b.session = att.SessionID
	b.call(t, b.session, "Page.enable", nil, nil)
	b.call(t, b.session, "Emulation.setDeviceMetricsOverride", map[string]any{"width": 1600, "height": 1000, "deviceScaleFactor": 1, "mobile": false}, nil)
	return b
}

// read delivers replies to their callers and queues the events.
func (b *browser) read(r *os.File) {
	defer close(b.done)
	br := bufio.NewReader(r)
	for {
		msg, err := br.ReadBytes(0)
		if err != nil {
			return
		}
		var m struct {
			ID int `json:"id"`
			cdpReply
			cdpEvent
		}
		if json.Unmarshal(msg[:len(msg)-1], &m) != nil {
			continue
		}
		if m.ID != 0 {
			b.mu.Lock()
			ch := b.waiting[m.ID]
			delete(b.waiting, m.ID)
			b.mu.Unlock()
			if ch != nil {
				ch <- m.cdpReply
			}
			continue
		}
		select {
		case b.events <- m.cdpEvent:
		default: // nobody waits for this many events
		}
	}
}

// call sends a command and decodes its result into out (when not nil).
func (b *browser) call(t *testing.T, session, method string, params any, out any) {
	t.Helper()
	if err := b.try(session, method, params, out); err != nil {
		t.Fatalf("%s: %v", method, err)
	}
}

func (b *browser) try(session, method string, params any, out any) error {
	b.mu.Lock()
	b.nextID++
	id := b.nextID
	ch := make(chan cdpReply, 1)
	b.waiting[id] = ch
	b.mu.Unlock()
	msg := map[string]any{"id": id, "method": method}
	if params != nil {
		msg["params"] = params
	}
	if session != "" {
		msg["sessionId"] = session
	}
	data, err := json.Marshal(msg)
	if err != nil {
		return err
	}
	if _, err := b.send.Write(append(data, 0)); err != nil {
		return err
	}
	select {
	case r := <-ch:
		if r.Error != nil {
			return errors.New(r.Error.Message)
		}
		if out != nil {
			return json.Unmarshal(r.Result, out)
		}
		return nil
	case <-b.done:
		return errors.New("Chromium exited")
	case <-time.After(60 * time.Second):
		return errors.New("no answer in 60 s")
	}
}

// open loads url in the page and waits for its load event; it returns the
// time from navigation to the load event.
func (b *browser) open(t *testing.T, url string) time.Duration {
	t.Helper()
	for len(b.events) > 0 {
		<-b.events
	}
	start := time.Now()
	b.call(t, b.session, "Page.navigate", map[string]any{"url": url}, nil)
	deadline := time.After(60 * time.Second)
	for {
		select {
		case e := <-b.events:
			if e.Method == "Page.loadEventFired" {
				return time.Since(start)
			}
		case <-deadline:
			t.Fatalf("%s: no load event in 60 s", url)
		}
	}
}

// eval evaluates a JavaScript expression in the page and decodes its value
// into out.
func (b *browser) eval(t *testing.T, expr string, out any) {
	t.Helper()
	var r struct {
		Result struct {
			Value json.RawMessage `json:"value"`
		} `json:"result"`
		Exception *struct {
			Text string `json:"text"`
		} `json:"exceptionDetails"`
	}
	b.call(t, b.session, "Runtime.evaluate", map[string]any{"expression": expr, "returnByValue": true}, &r)
	if r.Exception != nil {
		t.Fatalf("%s: %s", expr, r.Exception.Text)
	}
	if err := json.Unmarshal(r.Result.Value, out); err != nil {
		t.Fatalf("%s: %v (value %s)", expr, err, r.Result.Value)
	}
}

// key presses and releases a key ("ArrowRight", "End").
func (b *browser) key(t *testing.T, key string, code int) {
	t.Helper()
	for _, typ := range []string{"keyDown", "keyUp"} {
		b.call(t, b.session, "Input.dispatchKeyEvent", map[string]any{"type": typ, "key": key, "code": key, "windowsVirtualKeyCode": code}, nil)
	}
}

// screenshot returns a PNG of the page's viewport.
func (b *browser) screenshot(t *testing.T) []byte {
	t.Helper()
	var r struct {
		Data string `json:"data"`
	}
	b.call(t, b.session, "Page.captureScreenshot", map[string]any{"format": "png"}, &r)
	png, err := base64.StdEncoding.DecodeString(r.Data)
	if err != nil {
		t.Fatal(fmt.Errorf("the screenshot: %w", err))
	}
	return png
}

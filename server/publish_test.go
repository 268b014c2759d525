package server

import (
	"encoding/json"
	"reflect"
	"testing"
)

func TestChangedDiagnosticsPublishesTheEditedFirstAndOnlyWhatChanged(t *testing.T) {
	fl001 := []diagnostic{{Code: "FL001", Message: "compaction"}}
	fl003 := []diagnostic{{Code: "FL003", Message: "parallelism"}}
	enc := func(ds []diagnostic) []byte {
		b, _ := json.Marshal(ds)
		return b
	}
	none := enc([]diagnostic{})
	for _, tc := range []struct {
		name         string
		byURI        map[string][]diagnostic
		held         map[string][]byte
		edited, open map[string]bool
		want         []string // URIs published, in order
	}{
		{
			name:  "first run: every file with diagnostics, and the open buffer",
			byURI: map[string][]diagnostic{"file:///b.py": fl001, "file:///a.py": fl003},
			open:  map[string]bool{"file:///c.py": true},
			want:  []string{"file:///a.py", "file:///b.py", "file:///c.py"},
		},
		{
			name:   "an edit that changes nothing: the edited buffer alone",
			byURI:  map[string][]diagnostic{"file:///a.py": fl003, "file:///b.py": fl001},
			held:   map[string][]byte{"file:///a.py": enc(fl003), "file:///b.py": enc(fl001), "file:///c.py": none},
			edited: map[string]bool{"file:///c.py": true},
			open:   map[string]bool{"file:///c.py": true},
			want:   []string{"file:///c.py"},
		},
		{
			name:   "the edited buffer first, then the files that changed",
			byURI:  map[string][]diagnostic{"file:///a.py": fl001, "file:///z.py": fl003},
			held:   map[string][]byte{"file:///a.py": enc(fl003), "file:///b.py": enc(fl001), "file:///z.py": enc(fl001)},
			edited: map[string]bool{"file:///z.py": true},
			open:   map[string]bool{"file:///z.py": true},
			want:   []string{"file:///z.py", "file:///a.py", "file:///b.py"},
		},
		{
			name:  "a closed file that had none keeps none without a message",
			byURI: map[string][]diagnostic{},
			held:  map[string][]byte{},
			want:  nil,
		},
	} {
		t.Run(tc.name, func(t *testing.T) {
			held := tc.held
			if held == nil {
				held = map[string][]byte{}
			}
			var got []string
			for _, p := range changedDiagnostics(tc.byURI, held, tc.edited, tc.open) {
				got = append(got, p.URI)
				var ds []diagnostic
				if err := json.Unmarshal(p.Diagnostics, &ds); err != nil || ds == nil {
					t.Errorf("%s: diagnostics %s (%v): want a list", p.URI, p.Diagnostics, err)
				}
			}
			if !reflect.DeepEqual(got, tc.want) {
				t.Errorf("published %v, want %v", got, tc.want)
			}
		})
	}
}

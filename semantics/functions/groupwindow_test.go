package functions

import (
	"testing"

	"github.com/flinklint/flinklint/semantics/types"
)

func TestCheckGroupWindow(t *testing.T) {
	cases := []struct {
		col    types.Type
		ok     bool
		reason string
	}{
		{types.TimestampOf(3).WithAttr(types.Rowtime), true, ""},
		{types.TimestampLTZOf(3).WithAttr(types.Proctime), true, ""},
		{types.TimestampOf(3), false, "Window aggregate can only be defined over a time attribute column, but TIMESTAMP(3) encountered."},
		{types.TimestampOf(6), false, "Window aggregate can only be defined over a time attribute column, but TIMESTAMP(6) encountered."},
		{types.TimestampLTZOf(3), false, "Window aggregate can only be defined over a time attribute column, but TIMESTAMP_WITH_LOCAL_TIME_ZONE(3) encountered."},
		{types.String(), false, "Cannot apply '$HOP' to arguments of type"},
		{types.Type{}, true, ""},
	}
	for _, c := range cases {
		reason, ok := CheckGroupWindowTimeColumn("HOP", c.col)
		if ok != c.ok || reason != c.reason {
			t.Errorf("CheckGroupWindowTimeColumn(%s) = %q, %v", c.col, reason, ok)
		}
	}
	if _, ok := CheckGroupWindowSize(types.Of(types.IntervalYearMonth)); ok {
		t.Errorf("a MONTH size is accepted")
	}
	if _, ok := CheckGroupWindowSize(types.Of(types.IntervalDayTime)); !ok {
		t.Errorf("a SECOND size is rejected")
	}
}

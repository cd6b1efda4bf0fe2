package threemd

import (
	"math/big"
	"strings"
)

// z values are compared and printed exactly, not as float64: 2^63-1 and
// 2^63-2 are different planes, and neither is printed as 9.223372036854776e+18.

// ZKey is a canonical form of a finite decimal that ParseNumber accepts:
// two numbers are equal exactly when their keys are (1, 1.0, 01 and 0.1e1
// share a key). The key is the sign, the significant digits and a decimal
// exponent; a huge exponent costs its digits, never a huge number.
func ZKey(s string) (string, bool) {
	if _, ok := ParseNumber(s); !ok {
		return "", false
	}
	neg := false
	if s[0] == '+' || s[0] == '-' {
		neg = s[0] == '-'
		s = s[1:]
	}
	mant, exp, _ := strings.Cut(strings.ToLower(s), "e")
	intPart, frac, _ := strings.Cut(mant, ".")
	digits := intPart + frac
	// The value is 0.digits × 10^(len(intPart) + exp).
	shift := len(intPart)
	lead := len(digits) - len(strings.TrimLeft(digits, "0"))
	digits = strings.TrimRight(digits[lead:], "0")
	if digits == "" {
		return "0", true
	}
	e := new(big.Int)
	if exp != "" {
		e.SetString(strings.TrimPrefix(exp, "+"), 10)
	}
	e.Add(e, big.NewInt(int64(shift-lead)))
	key := "0." + digits + "e" + e.String()
	if neg {
		key = "-" + key
	}
	return key, true
}

// ExactZ prints a z value: an integer exactly as written (without a plus
// sign or leading zeros), anything else the way the reference tools do.
func ExactZ(text string) string {
	t := strings.TrimSpace(text)
	sign := ""
	if t != "" && (t[0] == '+' || t[0] == '-') {
		if t[0] == '-' {
			sign = "-"
		}
		t = t[1:]
	}
	if t != "" && strings.Trim(t, "0123456789") == "" {
		t = strings.TrimLeft(t, "0")
		if t == "" {
			return "0"
		}
		return sign + t
	}
	if f, ok := ParseNumber(strings.TrimSpace(text)); ok {
		return formatZ(f)
	}
	return text
}

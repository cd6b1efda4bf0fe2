import csv, sys


def valid(iban):
    s = iban.replace(" ", "")
    n = int("".join(str(int(c, 36)) for c in s[4:] + s[:4]))
    return n % 97 == 1


assert valid("GB33 BUKB 2020 1555 5555 55")  # self-test with a sample
for row in csv.DictReader(open(sys.argv[1])):
    print(row["name"], valid(row["iban"]))

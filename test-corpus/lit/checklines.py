"""Turns upstream's output into FileCheck lines, shared by the update-checks.py scripts.

Used as `import checklines` after putting test-corpus/lit on sys.path."""
import re

ADDRESS = re.compile(r"base@ = 0x[0-9a-fA-F]+")


def escape(line):
    """FileCheck text for one output line: `[[`/`{{` runs and the base address become regexes."""
    out = []
    i = 0
    while i < len(line):
        m = ADDRESS.match(line, i)
        if m:
            out.append("base@ = {{0x[0-9a-fA-F]+}}")
            i = m.end()
            continue
        c = line[i]
        if c in "[{" and line.startswith(c * 2, i):
            j = i
            while j < len(line) and line[j] == c:
                j += 1
            out.append("{{" + ("\\" + c) * (j - i) + "}}")
            i = j
            continue
        out.append(c)
        i += 1
    return "".join(out).rstrip()


def check_lines(output):
    """CHECK for the first line, CHECK-NEXT (CHECK-EMPTY for blank ones) for the rest."""
    lines = output.split("\n")
    if lines and lines[-1] == "":
        lines.pop()
    result = []
    for n, line in enumerate(lines):
        text = escape(line).strip()
        if text == "":
            result.append("// CHECK-EMPTY:" if n > 0 else "// CHECK: {{^$}}")
        else:
            result.append(("// CHECK: " if n == 0 else "// CHECK-NEXT: ") + text)
    return result

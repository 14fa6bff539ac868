#!/usr/bin/env python3
"""Lists every public symbol whose documentation is missing, from the compiler's symbol graphs.

Usage: docs/check-doc-coverage.py SYMBOL_GRAPH_DIR MODULE...

Reads MODULE.symbols.json and MODULE@*.symbols.json (the module's extensions of other
modules' types) in SYMBOL_GRAPH_DIR, as `swift build -Xswiftc -emit-symbol-graph` writes
them, and prints one line per symbol that lacks something:

    PickerState: PickerLayout/frame(ofRow:): parameter 'row' not documented (Sources/....swift:12)

A symbol declared in the module's own source must have its own doc comment, even one that
implements a protocol requirement (`==`, `hash(into:)`, `description`, `init(from:)`), and
every parameter of a function, initializer or subscript must be named in it
(`- Parameter x:` or a `- Parameters:` list). Symbols with no place in the source are the
compiler's (a synthesized `==`, `hashValue`, `init(rawValue:)`) or the standard library's
default implementations: the site shows their inherited documentation
(`docc --enable-inherited-docs`), and nothing in this repository could document them, so
they are counted apart and not judged.

Exits 0 when nothing is missing, 1 otherwise, 2 on a usage error or a missing file.
"""

import glob
import json
import os
import re
import sys

CALLABLE_KINDS = {
    "swift.func",
    "swift.func.op",
    "swift.method",
    "swift.type.method",
    "swift.init",
    "swift.subscript",
}

SINGLE_PARAMETER = re.compile(r"^\s*[-*+]\s+parameter\s+([^\s:]+)\s*:", re.IGNORECASE)
PARAMETERS_LIST = re.compile(r"^\s*[-*+]\s+parameters\s*:", re.IGNORECASE)
LIST_ITEM = re.compile(r"^(\s*)[-*+]\s+([^\s:]+)\s*:")
ANY_ITEM = re.compile(r"^(\s*)[-*+]\s")


def documented_parameters(lines):
    """The parameter names a doc comment documents, in either of DocC's two forms."""
    names = set()
    list_indent = None  # the indentation of the open `- Parameters:` item
    for line in lines:
        match = SINGLE_PARAMETER.match(line)
        if match:
            names.add(match.group(1))
            list_indent = None
            continue
        if PARAMETERS_LIST.match(line):
            list_indent = len(line) - len(line.lstrip())
            continue
        if list_indent is None:
            continue
        item = ANY_ITEM.match(line)
        if item and len(item.group(1)) <= list_indent:
            list_indent = None  # a sibling of `- Parameters:` closes the list
            continue
        named = LIST_ITEM.match(line)
        if named and len(named.group(1)) > list_indent:
            names.add(named.group(2))
    return names


def source_location(symbol, root):
    location = symbol.get("location")
    if not location:
        return None
    path = location["uri"].removeprefix("file://")
    if path.startswith(root + os.sep):
        path = path[len(root) + 1 :]
    return f"{path}:{location['position']['line'] + 1}"


def check_graph(path, module, root):
    """(checked, skipped, problems) for one symbol graph file; problems are output lines."""
    with open(path, encoding="utf-8") as file:
        graph = json.load(file)
    checked = skipped = 0
    problems = []
    for symbol in graph["symbols"]:
        if "location" not in symbol:
            skipped += 1
            continue
        checked += 1
        name = "/".join(symbol["pathComponents"])
        comment = symbol.get("docComment") or {}
        lines = [line["text"] for line in comment.get("lines", [])]
        owns_comment = comment.get("module", module) == module and any(
            line.strip() for line in lines
        )
        missing = []
        if not owns_comment:
            missing.append("no doc comment")
        elif symbol["kind"]["identifier"] in CALLABLE_KINDS:
            documented = documented_parameters(lines)
            parameters = symbol.get("functionSignature", {}).get("parameters", [])
            for parameter in parameters:
                # The name inside the body is the one a doc comment names.
                name_in_body = parameter.get("internalName", parameter["name"])
                if name_in_body != "_" and name_in_body not in documented:
                    missing.append(f"parameter '{name_in_body}' not documented")
        if missing:
            where = source_location(symbol, root)
            suffix = f" ({where})" if where else ""
            problems.append(f"{module}: {name}: {'; '.join(missing)}{suffix}")
    return checked, skipped, problems


def main(arguments):
    if len(arguments) < 2:
        print(__doc__.strip().splitlines()[2], file=sys.stderr)
        return 2
    directory, modules = arguments[0], arguments[1:]
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    status = 0
    for module in modules:
        main_graph = os.path.join(directory, f"{module}.symbols.json")
        if not os.path.isfile(main_graph):
            print(f"{module}: no symbol graph at {main_graph}", file=sys.stderr)
            return 2
        extensions = sorted(glob.glob(os.path.join(directory, f"{module}@*.symbols.json")))
        checked = skipped = 0
        problems = []
        for path in [main_graph] + extensions:
            found = check_graph(path, module, root)
            checked += found[0]
            skipped += found[1]
            problems += found[2]
        for line in sorted(problems):
            print(line)
        print(
            f"{module}: {checked} public symbols declared in the source, "
            f"{len(problems)} with documentation missing "
            f"({skipped} synthesized or inherited, not judged)"
        )
        if problems:
            status = 1
    return status


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

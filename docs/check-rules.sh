#!/usr/bin/env bash
# Checks that the project cites its rules by their names: the Rules article states each of
# them under its name (a `### NAME:` heading or a bold `**NAME**` label), and no file outside
# the build folders cites the design file that users of the repository do not have. Prints
# every missing name and every citing line, and exits 1 when there is one.
#
#   docs/check-rules.sh
set -euo pipefail
cd "$(dirname "$0")/.."

article=Sources/PickerState/PickerState.docc/Rules.md
failed=0

names=()
for n in $(seq 1 11); do names+=("Rule $n"); done
for n in $(seq 1 13); do names+=("I$n"); done
for n in $(seq 1 7); do names+=("W$n"); done
for n in $(seq 1 4); do names+=("A$n"); done
for n in $(seq 1 6); do names+=("L$n"); done
for n in $(seq 1 8); do names+=("P$n"); done
names+=("The host model")

if [ ! -f "$article" ]; then
  echo "!! no Rules article at $article" >&2
  exit 1
fi
missing=()
for name in "${names[@]}"; do
  grep -Eq "^### $name(:|$)|\*\*$name\*\*" "$article" || missing+=("$name")
done
if [ ${#missing[@]} -ne 0 ]; then
  echo "!! $article does not name: $(IFS=,; echo "${missing[*]}" | sed "s/,/, /g")" >&2
  failed=1
fi

# The file's name is put together here, so that this script does not cite it itself: in
# capitals as a word, or with its extension in any case ("the design" alone is prose).
word="DESI""GN"
cites() {
  grep -rIn --exclude-dir='.build*' --exclude-dir=.git "$@" .
}
if { cites -Ew "$word" || true; cites -iF "$word.md" || true; } | sort -u | grep . >&2; then
  echo "!! the lines above cite the design file: cite the rules by their names" >&2
  failed=1
fi

if [ "$failed" -eq 0 ]; then
  echo "rules: $article names all ${#names[@]}, and no file cites the design file"
fi
exit "$failed"

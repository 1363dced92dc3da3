#!/usr/bin/env bash
# Compares the offline voices this machine kind can install (ADR 0036): each reads the same six teaching sentences,
# an offline recogniser (PocketSphinx, US English model) transcribes them, and the word error rate is printed as a
# proxy for intelligibility. It also writes a blind A/B set (voice names replaced by letters, the key in key.txt) for
# a person to listen to. Needs (Debian): espeak-ng, festival, festvox-us-slt-hts, festvox-kallpc16k,
# festvox-kdlpc16k, flite, sox, pocketsphinx, pocketsphinx-en-us, python3.
# Usage: nice -n 19 bash scripts/videos/compare-voices.sh [OUT_DIR]
set -euo pipefail
out="${1:-$(mktemp -d)}"
mkdir -p "$out/blind"
cat > "$out/sentences.txt" <<'TEXT'
Most people wait for a perfect first line and the silence grows longer.
Say your point first so that listeners know where you are going.
A short pause before the key word makes the whole sentence land.
Yesterday I walked to work and solved a problem on the way.
Tell one true story about a time something went wrong.
Finish every answer with your point, then stop talking.
TEXT

synth() { # voice text out.wav
  local text_file="$out/line.txt"
  printf '%s\n' "$2" > "$text_file"
  case "$1" in
    espeak-ng-en-us) espeak-ng -v en-us -s 155 -w "$3" "$2" ;;
    espeak-ng-en-us-f3) espeak-ng -v en-us+f3 -s 150 -w "$3" "$2" ;;
    flite-*) flite -voice "${1#flite-}" -f "$text_file" -o "$3" ;;
    festival-slt-hts) text2wave -eval '(voice_cmu_us_slt_arctic_hts)' "$text_file" -o "$3" ;;
    festival-kal-diphone) text2wave -eval '(voice_kal_diphone)' "$text_file" -o "$3" ;;
    festival-ked-diphone) text2wave -eval '(voice_ked_diphone)' "$text_file" -o "$3" ;;
  esac
}

voices=(espeak-ng-en-us espeak-ng-en-us-f3 flite-slt flite-rms flite-awb flite-kal16 festival-slt-hts festival-kal-diphone festival-ked-diphone)
letters=(A B C D E F G H I)
: > "$out/blind/key.txt"
for index in "${!voices[@]}"; do
  voice="${voices[$index]}"
  : > "$out/$voice.hyp"
  parts=()
  line_number=0
  while IFS= read -r line; do
    line_number=$((line_number + 1))
    synth "$voice" "$line" "$out/raw.wav" 2> /dev/null
    sox "$out/raw.wav" -r 16000 -c 1 -b 16 "$out/$voice-$line_number.wav"
    parts+=("$out/$voice-$line_number.wav")
    pocketsphinx_continuous -infile "$out/$voice-$line_number.wav" -logfn /dev/null 2> /dev/null | tr '\n' ' ' >> "$out/$voice.hyp"
    echo >> "$out/$voice.hyp"
  done < "$out/sentences.txt"
  sox "${parts[@]}" "$out/blind/voice-${letters[$index]}.wav"
  echo "${letters[$index]} $voice" >> "$out/blind/key.txt"
done

python3 - "$out" "${voices[@]}" <<'PY'
import re, sys
out, voices = sys.argv[1], sys.argv[2:]
words = lambda text: re.sub(r"[^a-z' ]", ' ', text.lower()).split()
def distance(a, b):
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        previous, row[0] = row[:], i
        for j, y in enumerate(b, 1):
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (x != y))
    return row[len(b)]
reference = [words(line) for line in open(f'{out}/sentences.txt')]
for voice in voices:
    heard = [words(line) for line in open(f'{out}/{voice}.hyp')]
    errors = sum(distance(r, h) for r, h in zip(reference, heard))
    print(f'{voice:22s} word error rate {100 * errors / sum(map(len, reference)):5.1f} %')
PY
echo "Blind A/B set: $out/blind (key in key.txt)"

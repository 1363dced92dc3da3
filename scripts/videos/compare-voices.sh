#!/usr/bin/env bash
# Compares the offline voices this machine kind can install (ADR 0036): each reads the same six teaching sentences,
# an offline recogniser (PocketSphinx, US English model) transcribes them, and the word error rate is printed as a
# proxy for intelligibility. It also writes a blind A/B set for a person to listen to (ADR 0041): OUT_DIR/blind/
# holds each voice under a letter drawn at random for this run, and one file per pair of voices (the same sentence,
# first one voice, a beep, then the other, in a random order), with answers.txt to fill in; the key stays outside
# blind/ (OUT_DIR/key.txt), so the listener never sees it. `--score OUT_DIR` reads the filled answers.txt and the
# key and prints how often each voice was preferred.
# Needs (Debian): espeak-ng, festival, festvox-us-slt-hts, festvox-kallpc16k, festvox-kdlpc16k, flite, sox,
# pocketsphinx, pocketsphinx-en-us, python3.
# Usage: nice -n 19 bash scripts/videos/compare-voices.sh [OUT_DIR]
#        bash scripts/videos/compare-voices.sh --score OUT_DIR
set -euo pipefail
if [ "${1:-}" = "--score" ]; then
  python3 - "$2" <<'PY'
import sys
out = sys.argv[1]
key = dict(line.split() for line in open(f'{out}/key.txt') if line.strip())
pairs = {line.split()[0]: line.split()[1:] for line in open(f'{out}/pairs.txt') if line.strip()}
wins = {voice: 0 for voice in key.values()}
heard = {voice: 0 for voice in key.values()}
answered = 0
for line in open(f'{out}/blind/answers.txt'):
    fields = line.split()
    if len(fields) < 2 or fields[0].startswith('#') or fields[1] not in ('1', '2'):
        continue
    first, second = pairs[fields[0]]
    winner = first if fields[1] == '1' else second
    wins[key[winner]] += 1
    heard[key[first]] += 1
    heard[key[second]] += 1
    answered += 1
print(f'{answered} of {len(pairs)} pairs answered')
for voice in sorted(wins, key=lambda v: -wins[v] / max(heard[v], 1)):
    print(f'{voice:22s} preferred in {wins[voice]:2d} of {heard[voice]:2d} pairs heard')
PY
  exit 0
fi
out="${1:-$(mktemp -d)}"
mkdir -p "$out/blind/pairs"
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
# The letters in a random order for this run: a voice's place in the list above says nothing about its letter.
mapfile -t letters < <(printf '%s\n' A B C D E F G H I | shuf)
: > "$out/key.txt"
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
  echo "${letters[$index]} $voice" >> "$out/key.txt"
done

# Every pair of voices once, in a random order, each on one of the six sentences (the same words, so only the voice
# differs), which voice comes first drawn at random; a short beep between the two.
sox -n -r 16000 -c 1 -b 16 "$out/beep.wav" synth 0.15 sine 880 gain -12 pad 0.6 0.6
: > "$out/pairs.txt"
echo '# For each pair: listen, then replace ? with 1 if the first voice sounds more natural, 2 if the second does.' \
  > "$out/blind/answers.txt"
number=0
while read -r a b; do
  number=$((number + 1))
  id=$(printf '%02d' "$number")
  line=$(((number - 1) % 6 + 1))
  if [ $((RANDOM % 2)) -eq 0 ]; then first=$a second=$b; else first=$b second=$a; fi
  sox "$out/${voices[$first]}-$line.wav" "$out/beep.wav" "$out/${voices[$second]}-$line.wav" "$out/blind/pairs/pair-$id.wav"
  echo "$id ${letters[$first]} ${letters[$second]}" >> "$out/pairs.txt"
  echo "$id ?" >> "$out/blind/answers.txt"
done < <(for i in "${!voices[@]}"; do for j in "${!voices[@]}"; do if [ "$i" -lt "$j" ]; then echo "$i $j"; fi; done; done | shuf)

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
echo "Blind A/B set: $out/blind (hand a listener only this folder; the key is $out/key.txt)"
echo "Scored with: bash scripts/videos/compare-voices.sh --score $out"

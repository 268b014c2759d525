#!/usr/bin/env bash
# Exports the source trees gencatalogue reads, one per release tag, from bare
# git directories (the library's snapshots), and prints gencatalogue's
# arguments (OWNER/NAME@TAG=DIR). flinklint's Go code starts no program; this
# script is where git runs.
#
#   internal/gencatalogue/export.sh OUTDIR OWNER/NAME=GITDIR[@TAG,TAG...][:DIR,DIR...] ...
#
# Without @TAGS every release tag is exported, with or without a leading "v"
# (flink-connector-kafka 3.2.0 and flink-connector-aws 4.3.0 have none); release
# candidates (-rcN) are not releases; :DIRS limits the export to
# those directories or globs (flink-core/**/*Options.java; Flink's own
# repository is large). Only *.java files are written, or the file name
# globs in EXPORT_GLOBS ("*.py pom.xml" for the PyFlink API generator).
set -euo pipefail
read -r -a globs <<<"${EXPORT_GLOBS:-*.java}"
out=$1
shift
mkdir -p "$out"
for spec in "$@"; do
	repo=${spec%%=*}
	rest=${spec#*=}
	dirs=""
	if [[ $rest == *:* ]]; then
		dirs=${rest#*:}
		rest=${rest%%:*}
	fi
	gitdir=${rest%%@*}
	tags=""
	if [[ $rest == *@* ]]; then
		tags=${rest#*@}
	fi
	if [ -z "$tags" ]; then
		tags=$(git --git-dir "$gitdir" tag --list | grep -E '^v?[0-9]+\.[0-9]+\.[0-9]+$' | tr '\n' ',' || true)
	fi
	IFS=',' read -r -a taglist <<<"$tags"
	IFS=',' read -r -a dirlist <<<"$dirs"
	for tag in "${taglist[@]}"; do
		[ -n "$tag" ] || continue
		dest="$out/${repo//\//+}/$tag"
		if [ ! -d "$dest" ]; then
			mkdir -p "$dest"
			if [ ${#dirlist[@]} -eq 0 ]; then
				git --git-dir "$gitdir" archive "refs/tags/$tag" | tar -x -C "$dest" --wildcards "${globs[@]}" 2>/dev/null || true
			fi
			# One archive per path: a path a tag lacks must not empty the rest.
			for d in "${dirlist[@]}"; do
				[[ $d == *'*'* ]] && d=":(glob)$d"
				git --git-dir "$gitdir" archive "refs/tags/$tag" -- "$d" 2>/dev/null | tar -x -C "$dest" --wildcards "${globs[@]}" 2>/dev/null || true
			done
		fi
		printf '%s@%s=%s\n' "$repo" "$tag" "$dest"
	done
done

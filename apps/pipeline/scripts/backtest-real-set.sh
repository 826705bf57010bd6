#!/usr/bin/env bash
# Loads one real Price Paid set of shared/data/real-ppd into a fresh, throwaway database and
# backtests the estimator on it (docs/methodology.md, "Backtest on real sales").
#
#   apps/pipeline/scripts/backtest-real-set.sh <set> [backtest options, e.g. --json]
#
#   sets: sw19 | newcastle | barbican | golden-lane | gm
#
# Each set is: its Price Paid file, the Code-Point Open file of its postcode area (postcode
# locations and local authority codes), the UK HPI app download(s) for its index, and the
# hold-out window. Every step is an ordinary CLI command (printed before it runs):
#
#   npm run data -- import codepoint <file> --no-derive
#   npm run data -- import hpi <file> --no-derive
#   npm run data -- import ppd <file> --no-derive
#   npm run data -- backtest --from YYYY-MM --to YYYY-MM     (or --months N)
#
# The database: embedded PGlite in a temporary DATA_DIR, deleted afterwards. With
# BACKTEST_DATABASE_URL (a database you created and will drop, never a shared one), that
# PostgreSQL database instead. REAL_PPD_DIR overrides where the files are (default
# ../shared/data/real-ppd beside the repository).
set -euo pipefail

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../../.." && pwd)"
data="${REAL_PPD_DIR:-$root/../shared/data/real-ppd}"

usage() {
  sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//' >&2
  exit 2
}

set_name="${1:-}"
[[ -n "$set_name" ]] || usage
shift

case "$set_name" in
  sw19)
    # SW19 Wimbledon 2010-2020; Code-Point has no region codes, so England's index applies.
    ppd=ppd_report_builder_SW19_2010-2020.csv
    codepoint=codepoint_open_2014-08_SW.csv
    hpi=(uk_hpi_app_download_england_1995-2024.csv)
    window=(--from 2019-03 --to 2020-02)
    ;;
  newcastle)
    # One year of sales: the second half is valued from the first (few repeat sales).
    ppd=ppd_report_builder_newcastle_2022.csv
    codepoint=codepoint_open_2014-08_NE.csv
    hpi=(uk_hpi_app_download_england_1995-2024.csv)
    window=(--from 2022-07 --to 2022-12)
    ;;
  barbican)
    # City of London's own index (its local authority), England's where it has no series.
    ppd=ppd_report_builder_barbican_EC2Y_1995-2024.csv
    codepoint=codepoint_open_2014-08_EC.csv
    hpi=(uk_hpi_app_download_city_of_london_1995-2024.csv uk_hpi_app_download_england_1995-2024.csv)
    window=(--months 12)
    ;;
  gm)
    # Greater Manchester 2019 (shared/data, not real-ppd): no postcode file of its areas is
    # held in a layout the importer reads, so every sale is valued from its sector.
    data="$data/.."
    ppd=ppd_greater_manchester_2019.csv
    codepoint=
    hpi=(real-ppd/uk_hpi_app_download_england_1995-2024.csv)
    window=(--from 2019-01 --to 2019-12)
    ;;
  golden-lane)
    ppd=ppd_report_builder_golden_lane_EC1Y_2000-2024.csv
    codepoint=codepoint_open_2014-08_EC.csv
    hpi=(uk_hpi_app_download_city_of_london_1995-2024.csv uk_hpi_app_download_england_1995-2024.csv)
    window=(--months 12)
    ;;
  *)
    echo "Unknown set \"$set_name\"." >&2
    usage
    ;;
esac

for file in "$ppd" ${codepoint:+"$codepoint"} "${hpi[@]}"; do
  [[ -f "$data/$file" ]] || { echo "Missing $data/$file (set REAL_PPD_DIR)" >&2; exit 1; }
done

scratch="$(mktemp -d "${TMPDIR:-/tmp}/yardstick-backtest-$set_name.XXXXXX")"
trap 'rm -rf "$scratch"' EXIT
export DEMO_DATA=off
if [[ -n "${BACKTEST_DATABASE_URL:-}" ]]; then
  export DATABASE_URL="$BACKTEST_DATABASE_URL"
else
  unset DATABASE_URL
fi
export DATA_DIR="$scratch/data"

run() {
  echo "+ npm run data -- $*" >&2
  (cd "$root" && npm run --silent data -- "$@")
}

[[ -z "$codepoint" ]] || run import codepoint "$data/$codepoint" --no-derive >&2
for file in "${hpi[@]}"; do run import hpi "$data/$file" --no-derive >&2; done
run import ppd "$data/$ppd" --no-derive >&2
run backtest "${window[@]}" "$@"

#!/usr/bin/env bash
# The README's "A first walk through", command for command (a test keeps the two equal), run by
# the smoke test of .ci/run against a fresh `npm start`.
#   SECRET=<API_KEY> PUBLIC=<API_KEY> scripts/walkthrough.sh [BASE]
# BASE defaults to http://localhost:$PORT (PORT defaults to 8080). Here, unlike the README,
# an HTTP error answer fails the script.
set -euo pipefail
BASE="${1:-${BASE:-http://localhost:${PORT:-8080}}}"
: "${SECRET:?SECRET must hold the secret key printed by store:create}"
: "${PUBLIC:?PUBLIC must hold the public key printed by store:create}"
curl() { command curl --fail-with-body --show-error "$@"; echo; }

# --- walk through ---
# Send products (at most 1,000 per call); sending the same content again costs nothing.
curl -s -X POST "$BASE/v1/products/batch" -H "Authorization: Bearer $SECRET" \
  -H 'Content-Type: application/json' -H 'Idempotency-Key: catalog-0001' -d '{
  "upsert": [
    {"id": "iphone-15", "name": {"en": "Apple iPhone 15 128GB", "ar": "ايفون 15 ابل 128 جيجا"},
     "brand": "Apple", "price": "3499.00", "currency": "SAR", "in_stock": true,
     "categories": [{"id": "phones", "path": [{"en": "Phones", "ar": "هواتف"}]}],
     "attributes": {"Color": "Black"}},
    {"id": "rice-2kg", "name": {"en": "Basmati rice 2kg", "ar": "أرز بسمتي ٢ كيلو"},
     "price": "45.50", "currency": "SAR"}
  ]}'

# Search as a shopper types it: other letter forms, Arabic digits, a price ceiling in words.
curl -s -G "$BASE/v1/search" --data-urlencode 'q=ارز' --data-urlencode "key=$PUBLIC"
curl -s -G "$BASE/v1/search" -H "Authorization: Bearer $PUBLIC" \
  --data-urlencode 'q=ايفون اقل من ٤٠٠٠ ريال' --data-urlencode 'facets=brand,price'
curl -s -G "$BASE/v1/suggest" --data-urlencode 'q=ايف' --data-urlencode "key=$PUBLIC"

# Merchant views
curl -s "$BASE/v1/products/iphone-15" -H "Authorization: Bearer $SECRET"
curl -s -X POST "$BASE/v1/reindex" -H "Authorization: Bearer $SECRET"   # answers a job
curl -s "$BASE/v1/health?deep=true"
# --- end ---

# An independent verifier of a corrchess game record (docs/RECORD.md), with rfc8785
# and cryptography only: python3 verify_record.py RECORD.json JWKS.json
# Prints "ok N" (N entries) or "bad I WHY" (I: the first bad entry, from 1); exit 0/1.
import base64, hashlib, json, sys
import rfc8785
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PublicKey

def b64(s):
    return base64.urlsafe_b64decode(s + "=" * (-len(s) % 4))

record = json.load(open(sys.argv[1], encoding="utf-8"))
keys = {k["kid"]: k for k in json.load(open(sys.argv[2]))["keys"] if k["crv"] == "Ed25519"}
prev = None
for i, entry in enumerate(record["entries"], start=1):
    body = {k: entry[k] for k in ("seq", "kind", "at", "data", "prev")}
    why = ("seq" if body["seq"] != i else "prev" if body["prev"] != prev
           else "hash" if hashlib.sha256(rfc8785.dumps(body)).hexdigest() != entry["hash"] else None)
    if why:
        print("bad", i, why); sys.exit(1)
    prev = entry["hash"]
head = record["head"]
if (head["seq"], head["hash"]) != (len(record["entries"]), prev or ""):
    print("bad head not-last"); sys.exit(1)
signed = rfc8785.dumps({"game": record["game"], "seq": head["seq"], "hash": head["hash"]})
key = Ed25519PublicKey.from_public_bytes(b64(keys[head["kid"]]["x"]))
key.verify(b64(head["signature"]), signed)  # raises InvalidSignature
print("ok", len(record["entries"]))

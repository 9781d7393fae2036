"""Lexicons at the station: a built file read and checked, the station's library of them.

* `kiosk.lexicons.file`: the lexicon file format (header, word trie, fingerprint), loaded
  and checked against what it claims;
* `kiosk.lexicons.proof`: the first load of a file in a child process, its proof kept under
  the station's key;
* `kiosk.lexicons.library`: the lexicons installed under the kiosk home, by name;
* `kiosk.lexicons.messages`: what a refused file says.

Nothing is imported here: each caller names the module it needs.
"""

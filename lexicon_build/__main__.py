from lexicon_build.cli import main

raise SystemExit(main())

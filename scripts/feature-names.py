#!/usr/bin/env python3
"""The feature-name check (scripts/shape/feature_names.py):
python3 scripts/feature-names.py [--table | --write-readme]."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from shape.feature_names import main  # noqa: E402

sys.exit(main())

#!/usr/bin/env python3
"""The shape check (scripts/shape/): python3 scripts/shape-check.py [--rule NAME] [--graph]."""

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from shape.check import main  # noqa: E402

sys.exit(main())

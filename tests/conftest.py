import os
import sys
from pathlib import Path

# Qt must render offscreen before any QApplication exists (CI has no display).
os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

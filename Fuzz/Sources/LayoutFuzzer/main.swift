import FuzzDriver
import PickerCheck

/// Feeds the input's raw numbers to `PickerLayout` and a picker on it (`LayoutFuzzing`),
/// and on a broken promise prints it and traps, so libFuzzer keeps the input. A trap
/// inside the library is a crash of its own.
fuzz { bytes in
  LayoutFuzzing.firstFailure(in: bytes).map { "FAILURE: \($0)" }
}

import FuzzDriver
import PickerCheck

/// Feeds the input's raw numbers to `PickerLayout` and a picker on it (`LayoutFuzzing`),
/// and on a broken promise prints it (and writes a picker's failure as a session and a
/// picture where `--save-session PATH` and `--svg PATH` ask) and traps, so libFuzzer keeps
/// the input. A trap inside the library is a crash of its own.
fuzz(judging: { bytes in
  LayoutFuzzing.firstFailure(in: bytes).map { failure in
    ("FAILURE: \(failure.message)", failure.session, failure.timeline)
  }
})

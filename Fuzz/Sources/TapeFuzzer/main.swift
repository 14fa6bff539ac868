import FuzzDriver
import PickerCheck

/// Reads the input as a mode and a choice tape (`FuzzInput`), runs the case with every
/// check, and on a failure prints the shrunk report (and writes its session and picture
/// where `--save-session PATH` and `--svg PATH` ask) and traps, so libFuzzer keeps the
/// input.
fuzz(judging: { bytes in
  FuzzInput(decoding: bytes).failureReport().map { report in
    ("\(report)", report.session, report.timeline)
  }
})

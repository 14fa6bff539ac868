import FuzzDriver
import PickerCheck

/// Reads the input as a mode and a choice tape (`FuzzInput`), runs the case with every
/// check, and on a failure prints the shrunk report and traps, so libFuzzer keeps the input.
fuzz { bytes in
  FuzzInput(decoding: bytes).failureReport().map { "\($0)" }
}

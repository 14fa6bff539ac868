import PickerState

extension PickerState {
  /// The picker in one line, for a failure's report: the state before and after the
  /// failing event.
  var reportLine: String {
    let strip =
      layout.wrapsAround
      ? "\(layout.itemCount) rows wrapping in \(layout.laps) laps "
        + "(cell \(centeredCell.map(String.init) ?? "nil") centred, target cell "
        + "\(targetCell.map(String.init) ?? "nil"))"
      : "\(layout.itemCount) rows"
    return "selectedRow \(selectedRow.map(String.init) ?? "nil"), centeredRow "
      + "\(centeredRow.map(String.init) ?? "nil"), offset \(offset), "
      + "phase \(phase), autoAdvanceDelay "
      + "\(autoAdvanceDelay.map(SwiftSource.number) ?? "nil"), \(strip) in "
      + "\(layout.offsetRange)"
  }
}

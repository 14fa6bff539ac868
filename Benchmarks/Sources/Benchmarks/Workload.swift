import PickerState

/// A named, deterministic event stream and the picker it is fed to.
///
/// Streams draw their numbers through PickerCheck's `Choices` from a fixed seed, as the
/// checker's cases do, so a stream is the same on every platform and Swift version. A
/// chance is asked the way round that keeps the streams the README's figures were measured
/// on (`!choices.chance(1, in: 3)` is true two times in three).
struct Workload {
  /// The name in the table.
  var name: String
  /// The picker before the first event.
  var initialState: PickerState
  /// The events, generated before any timing.
  var events: [PickerEvent]
  /// Whether the stream is made of layout changes, the one kind of event allowed to cost
  /// an allocation (in the host, which builds the layout; `update` itself only stores it).
  var isLayoutChanges = false
  /// Whether the naive scan baseline runs it too (not on the largest layouts, where its
  /// linear scans would take minutes). The fair baseline runs every workload on a layout
  /// that does not wrap.
  var runsScanBaseline = true
  /// For a workload on a wrapping layout, the name of its unwrapped twin: the same
  /// gestures over the same cells laid out once, without wrapping, whose time the report
  /// sets beside this one's.
  var unwrappedTwin: String?

  /// The baselines that run this workload: none on a wrapping layout (the baseline does
  /// not wrap), otherwise the fair one, and the naive scan where ``runsScanBaseline`` says.
  var baselines: [RowSearch] {
    guard !initialState.layout.wrapsAround else { return [] }
    return runsScanBaseline ? [.closedForm, .scan] : [.closedForm]
  }
}

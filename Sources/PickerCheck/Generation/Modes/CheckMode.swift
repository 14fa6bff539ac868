import PickerState

/// How a case's events are generated: one name per mode, used by the type, the `--mode`
/// flag, replay tokens and reports alike. Everything else a mode is, from the generators
/// it draws with to the coverage it owes, is its profile, one file per mode in
/// `Generation/Modes/` (`ModeProfile+Host.swift` and the others).
public enum CheckMode: String, CaseIterable, Hashable, Sendable {
  /// The orders a `UIScrollView` really produces, with effects carried out as UIKit does
  /// (`ModeProfile+Host.swift`).
  case host = "host"
  /// Any event in any order, with hostile values (`ModeProfile+Hostile.swift`).
  case hostile = "hostile"
  /// A model of `UIScrollView` driven frame by frame by a virtual finger and an app, which
  /// carries out every effect as UIKit does and is judged end to end
  /// (`ModeProfile+ScrollView.swift`).
  case scrollView = "scrollview"
  /// The bounded-exhaustive search's small starts and fixed alphabet of events: a path the
  /// search found, replayed as a tape of choices (`ModeProfile+Exhaustive.swift`).
  /// `pickerstate check --depth` runs the search; campaigns do not run this mode.
  case exhaustive = "exhaustive"

  /// The modes campaigns run, in turn: `--mode all`.
  public static let campaignModes: [CheckMode] = [.host, .hostile, .scrollView]

  /// What the mode is: its generators, names, case lengths and the coverage it owes.
  var profile: ModeProfile {
    switch self {
    case .host: .host
    case .hostile: .hostile
    case .scrollView: .scrollView
    case .exhaustive: .exhaustive
    }
  }
}

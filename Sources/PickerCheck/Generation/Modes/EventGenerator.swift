/// What makes a case's events, and carries out the picker's effects when it is a host.
enum EventGenerator: Hashable, Sendable {
  /// A simulated host that produces the orders a `UIScrollView` does (``HostSimulation``).
  case hostSimulation
  /// Any event in any order, with hostile values (``HostileEvents``).
  case hostileEvents
  /// A `UIScrollView` model driven by a finger and an app (``ScrollViewHost``).
  case scrollViewHost
  /// The exhaustive search's fixed alphabet, one event drawn by index (``ExhaustiveAlphabet``).
  case exhaustiveAlphabet

  /// Whether its cases are judged end to end against a host, so that a regression test
  /// must replay the tape and not only the events.
  var judgesEndToEnd: Bool { self == .scrollViewHost }
}

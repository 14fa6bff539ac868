import PickerState

extension ExhaustiveAlphabet {
  /// The alphabets one search has built, each kept for the states that share it.
  ///
  /// A state's alphabet (``ExhaustiveAlphabet/events(for:)``) reads only its layout, its
  /// options, its selected row and the cell under its anchor, and one search meets few of
  /// those: building it again for every state, its changes of rows drawn and their layouts
  /// built, took a twentieth of the search. `ExhaustiveTests` holds every cached alphabet
  /// of a search to the one built for its state.
  struct Cache {
    /// The alphabets built, by what they read.
    private var alphabets: [Key: [PickerEvent]] = [:]

    /// How many alphabets it has built.
    var count: Int { alphabets.count }

    /// The alphabet of `state`: the one built for an earlier state alike in what it reads,
    /// or built now.
    ///
    /// - Parameter state: The state whose events the search steps.
    /// - Returns: The same events, in the same order, as ``ExhaustiveAlphabet/events(for:)``.
    /// - Complexity: O(1) on average, after the first state of its kind.
    mutating func events(for state: PickerState) -> [PickerEvent] {
      let key = Key(state)
      if let events = alphabets[key] { return events }
      let events = ExhaustiveAlphabet.events(for: state)
      alphabets[key] = events
      return events
    }

    /// What an alphabet reads of its state.
    private struct Key: Hashable {
      let layout: PickerLayout
      let options: PickerOptions
      let selectedRow: Int?
      let centeredCell: Int?

      init(_ state: PickerState) {
        layout = state.layout
        options = state.options
        selectedRow = state.selectedRow
        centeredCell = state.centeredCell
      }

      /// The fields that tell one search's alphabets apart, not the layout's every field
      /// and row: equality compares the rest.
      func hash(into hasher: inout Hasher) {
        hasher.combine(layout.itemCount)
        hasher.combine(layout.wrapsAround)
        hasher.combine(layout.direction)
        hasher.combine(options.autoAdvanceInterval)
        hasher.combine(selectedRow)
        hasher.combine(centeredCell)
      }
    }
  }
}

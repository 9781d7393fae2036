"""The Qt shell of the station: windows and screens that only display state and forward keys."""

// Charts of recorded timelines come with the recording API.
@_exported import KinemaCharts

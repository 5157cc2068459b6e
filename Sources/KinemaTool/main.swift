// The `kinema` command; everything it does lives in KinemaCLI, where tests can reach it.
import KinemaCLI

KinemaCommand.main()

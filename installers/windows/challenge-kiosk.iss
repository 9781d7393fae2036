; Inno Setup script for the Windows build of the challenge station.
; Build the onedir folder first (python installers\build.py on Windows), then:
;   iscc /DAppVersion=0.1.0 installers\windows\challenge-kiosk.iss
; (build.py runs this itself when iscc is on PATH). Output: dist\challenge-kiosk-<version>-setup.exe
;
; It installs the folder PyInstaller made (dist\challenge-kiosk: challenge-kiosk.exe,
; lexicon-build.exe, _internal\) to Program Files, adds Start-menu entries and, as an
; option, starts the station when anyone signs in. The kiosk home (settings, lexicons,
; audit log, in each user's %LOCALAPPDATA%\challenge-kiosk) is never removed by uninstall.
; That option is NOT a kiosk (a player can reach the Start menu, Alt+Tab and Task Manager):
; the kiosk is Shell Launcher + Keyboard Filter, set by lockdown.ps1 (see README.md here).

; Inno Setup 6.3 or newer: the x64compatible architecture identifier below is new in 6.3
; (https://jrsoftware.org/ishelp/topic_archidentifiers.htm); the guard is the one
; https://jrsoftware.org/ishelp/topic_error.htm shows.
#if VER < EncodeVer(6,3,0)
  #error Inno Setup 6.3 or newer is required to compile this script (it uses the x64compatible architecture identifier)
#endif

#ifndef AppVersion
  #define AppVersion "0.1.0"
#endif
#define AppName "Challenge Station"
#define AppExe "challenge-kiosk.exe"

[Setup]
AppId={{67F47F1C-EE56-4D9B-AF70-D2018FB7F87F}
AppName={#AppName}
AppVersion={#AppVersion}
AppPublisher=Challenge Station Team
DefaultDirName={autopf}\Challenge Kiosk
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=admin
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
MinVersion=10.0
OutputDir=..\..\dist
OutputBaseFilename=challenge-kiosk-{#AppVersion}-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}
CloseApplications=yes

[Tasks]
Name: "autostart"; Description: "Start the station when anyone signs in. NOT a kiosk: a player can reach the Start menu, Alt+Tab and Task Manager (the kiosk is Shell Launcher, see the guide)"; Flags: unchecked

[Files]
Source: "..\..\dist\challenge-kiosk\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs
; the lockdown script the guide quotes (README.md here), next to the station
Source: "lockdown.ps1"; DestDir: "{app}"; Flags: ignoreversion

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{#AppName} (in a window)"; Filename: "{app}\{#AppExe}"; Parameters: "--windowed"
Name: "{group}\Lexicon builder (command prompt)"; Filename: "{cmd}"; Parameters: "/k cd /d ""{app}"" && lexicon-build.exe --help"
Name: "{commonstartup}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: autostart

; No self-test is offered here, after the install or in the Start menu: it would run in the
; installing administrator's account and check that account's home, not the kiosk account's
; (where the PIN, lexicons and log are). The self-test is run as the kiosk account:
; README.md here, step 3 (runas /user:kiosk cmd).

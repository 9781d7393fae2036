<#
.SYNOPSIS
    Locks a Windows 10/11 Enterprise, Education or IoT Enterprise PC down as a challenge station.

.DESCRIPTION
    installers/windows/README.md quotes this script step by step. The installer puts it next
    to the station (C:\Program Files\Challenge Kiosk\lockdown.ps1). It runs twice:

    1. As the kiosk account, once, before the lockdown (the account's own settings), in a
       Command Prompt opened with `runas /user:kiosk cmd`:

           powershell.exe -ExecutionPolicy Bypass -File "C:\Program Files\Challenge Kiosk\lockdown.ps1" -KioskAccountSettings

       turns off the Sticky Keys, Filter Keys and Toggle Keys shortcuts of that account.

    2. As SYSTEM (the MDM Bridge WMI Provider that sets Shell Launcher accepts no other
       account), from an administrator prompt:

           psexec.exe -i -s powershell.exe -ExecutionPolicy Bypass -File "C:\Program Files\Challenge Kiosk\lockdown.ps1" -KioskUser kiosk

       turns on Keyboard Filter and Custom Logon, blocks the key combinations below, makes the
       station the kiosk account's shell (Shell Launcher v2), forces the accessibility features
       off, disarms the power and sleep buttons and sets the breakout key.

    Every step either does what it says or stops the script with a message naming what it
    could not set, and the exit code is then 1. A name Keyboard Filter does not know is an
    error, never skipped: a skipped name is a chord left open at the table. Exit code 3010
    means a Windows feature was just turned on: restart and run the same command again.

    Each step cites the Microsoft Learn page it follows. The names are copied from those pages
    (installers/windows/reference/ keeps the lists; tests/platform/test_platform_recipes.py checks
    this script against them).
#>
[CmdletBinding(DefaultParameterSetName = 'Device')]
param(
    # The local standard account the station runs under.
    [string] $KioskUser = 'kiosk',

    # The station as Shell Launcher starts it (system environment variables allowed).
    [Parameter(ParameterSetName = 'Device')]
    [string] $StationExe = '%ProgramFiles%\Challenge Kiosk\challenge-kiosk.exe',

    # Scan code of the breakout key; 0 maps to no key (see step 6 for the trade-off).
    [Parameter(ParameterSetName = 'Device')]
    [ValidateRange(0, 65535)]
    [int] $BreakoutKeyScanCode = 0,

    [Parameter(ParameterSetName = 'KioskAccount', Mandatory = $true)]
    [switch] $KioskAccountSettings
)

Set-StrictMode -Version 3.0
$ErrorActionPreference = 'Stop'

# Any error, thrown here or by a cmdlet, ends the script with exit code 1 and says why.
trap {
    Write-Host ''
    Write-Host "lockdown.ps1 stopped, nothing after this step was done: $_" -ForegroundColor Red
    exit 1
}

$KeyboardFilterNamespace = 'root\standardcimv2\embedded'

# Predefined key combinations blocked for the kiosk account. Every name is a
# WEKF_PredefinedKey.Id exactly as Microsoft lists it (reference/keyboard-filter-predefined-keys.txt).
# Not blocked on purpose: Ctrl, Alt and Shift (the director's Ctrl+Alt+Shift+D) and Ctrl+Tab
# (moves between director-mode tabs; the station has one window).
$PredefinedKeys = @(
    # Security keys
    'Ctrl+Alt+Del',
    'Shift+Ctrl+Esc',
    'Win+L',
    # Application keys
    'Alt+F4',
    'Ctrl+F4',
    'Win+F1',
    # Shell keys
    'Alt+Space',
    'Ctrl+Esc',
    'Ctrl+Win+F',
    'Win+Break',
    'Win+E',
    'Win+F',
    'Win+P',
    'Win+R',
    'Alt+Tab',
    'Win+Tab',
    'Win+D',
    'Win+M',
    'Win+Home',
    'Win+T',
    'Win+B',
    'Win+-',
    'Win++',
    'Win+Esc',
    'Win+Up',
    'Win+Down',
    'Win+Left',
    'Win+Right',
    'Win+Shift+Up',
    'Win+Shift+Down',
    'Win+Shift+Left',
    'Win+Shift+Right',
    'Win+Space',
    'Win+O',
    'Win+PageUp',
    'Win+PageDown',
    'Win+.',
    'Win+C',
    'Win+I',
    'Win+K',
    'Win+H',
    'Win+Q',
    'Win+W',
    'Win+Z',
    'Win+/',
    'Win+J',
    'Win+,',
    'Win+V',
    # Modifier keys: both Windows logo keys and the Application (menu) key
    'Windows',
    'Application',
    # Accessibility keys (step 4)
    'LShift+LAlt+PrintScrn',
    'LShift+LAlt+NumLock',
    'Win+U',
    # Extended shell and browser keys
    'LaunchMail',
    'LaunchMediaSelect',
    'LaunchApp1',
    'LaunchApp2',
    'BrowserBack',
    'BrowserForward',
    'BrowserRefresh',
    'BrowserStop',
    'BrowserSearch',
    'BrowserFavorites',
    'BrowserHome',
    # Microsoft Surface keyboard keys
    'AltWin',
    'CtrlWin',
    'ShiftWin',
    'F21'
)

# Combinations Microsoft does not predefine: modifiers and a key name from
# reference/keyboard-filter-key-names.txt, added with WEKF_CustomKey.Add.
$CustomKeys = @(
    'Alt+Esc',          # switches to the next window
    'Alt+Shift+Esc',    # the same, backwards
    'Win+X'             # the Quick Link menu (Task Manager, Settings, Shut down)
)

# The Shell Launcher profile of the station (any fixed GUID; the file only needs it unique).
$StationProfileId = '{5C1E7A3B-2F4D-4B8E-9A61-0D7C3E2B8F45}'

function Write-Step([string] $Text) {
    Write-Host ''
    Write-Host "== $Text" -ForegroundColor Cyan
}

function Assert-RunningAs([string] $Expected) {
    $identity = [System.Security.Principal.WindowsIdentity]::GetCurrent()
    if ($Expected -eq 'SYSTEM') {
        if (-not $identity.IsSystem) {
            throw ("this part must run as SYSTEM (it is running as $($identity.Name)). From an " +
                "administrator prompt: psexec.exe -i -s powershell.exe -ExecutionPolicy Bypass -File `"$PSCommandPath`" -KioskUser $KioskUser")
        }
    }
    elseif ($identity.Name.Split('\')[-1] -ne $Expected) {
        throw ("this part must run as the kiosk account '$Expected' (it is running as $($identity.Name)): " +
            "open a Command Prompt with runas /user:$Expected cmd and run there: " +
            "powershell.exe -ExecutionPolicy Bypass -File `"$PSCommandPath`" -KioskAccountSettings")
    }
}

function Enable-LockdownFeature([string] $FeatureName) {
    # DISM as the Learn pages write it, with /NoRestart so the script can say a restart is due.
    & dism.exe /online /Enable-Feature /FeatureName:$FeatureName /NoRestart | Out-Host
    if ($LASTEXITCODE -eq 3010) { return $true }
    if ($LASTEXITCODE -ne 0) {
        throw "DISM could not turn on the Windows feature $FeatureName (exit code $LASTEXITCODE)."
    }
    return $false
}

function Enable-PredefinedKey([string] $Id) {
    $key = Get-CimInstance -Namespace $KeyboardFilterNamespace -ClassName WEKF_PredefinedKey -Filter "Id='$Id'"
    if ($null -eq $key) {
        throw "Keyboard Filter has no predefined key named '$Id' (WEKF_PredefinedKey): nothing was blocked for it."
    }
    Set-CimInstance -InputObject $key -Property @{ Enabled = $true }
    $key = Get-CimInstance -Namespace $KeyboardFilterNamespace -ClassName WEKF_PredefinedKey -Filter "Id='$Id'"
    if ($null -eq $key -or -not $key.Enabled) {
        throw "Keyboard Filter did not keep the predefined key '$Id' enabled."
    }
    Write-Host "  blocked $Id"
}

function Enable-CustomKey([string] $Id) {
    $key = Get-CimInstance -Namespace $KeyboardFilterNamespace -ClassName WEKF_CustomKey -Filter "Id='$Id'"
    if ($null -eq $key) {
        $result = Invoke-CimMethod -Namespace $KeyboardFilterNamespace -ClassName WEKF_CustomKey `
            -MethodName Add -Arguments @{ CustomKey = $Id }
        if ($result.ReturnValue -ne 0) {
            throw ("Keyboard Filter refused the custom key '{0}' (WEKF_CustomKey.Add returned 0x{1:x8})." -f $Id, $result.ReturnValue)
        }
    }
    else {
        Set-CimInstance -InputObject $key -Property @{ Enabled = $true }
    }
    $key = Get-CimInstance -Namespace $KeyboardFilterNamespace -ClassName WEKF_CustomKey -Filter "Id='$Id'"
    if ($null -eq $key -or -not $key.Enabled) {
        throw "Keyboard Filter has no enabled custom key '$Id' after adding it."
    }
    Write-Host "  blocked $Id (custom)"
}

function Set-KeyboardFilterSetting([string] $Name, [string] $Value) {
    $setting = Get-CimInstance -Namespace $KeyboardFilterNamespace -ClassName WEKF_Settings -Filter "Name='$Name'"
    if ($null -eq $setting) {
        throw "Keyboard Filter has no setting named '$Name' (WEKF_Settings)."
    }
    Set-CimInstance -InputObject $setting -Property @{ Value = $Value }
    $setting = Get-CimInstance -Namespace $KeyboardFilterNamespace -ClassName WEKF_Settings -Filter "Name='$Name'"
    if ($setting.Value -ne $Value) {
        throw "Keyboard Filter kept '$($setting.Value)' for $Name instead of '$Value'."
    }
    Write-Host "  $Name = $Value"
}

function Test-ShellLauncherLicense {
    # Copied from the license check on the Shell Launcher WMI page (step 2).
    $source = @'
using System;
using System.Runtime.InteropServices;
public static class ChallengeKioskShellLauncherLicense
{
    [DllImport("Slc.dll")]
    static extern int SLGetWindowsInformationDWORD([MarshalAs(UnmanagedType.LPWStr)] string valueName, out int value);
    public static bool IsEnabled()
    {
        int enabled = 0;
        if (SLGetWindowsInformationDWORD("EmbeddedFeature-ShellLauncher-Enabled", out enabled) != 0) { enabled = 0; }
        return enabled != 0;
    }
}
'@
    if (-not ('ChallengeKioskShellLauncherLicense' -as [type])) { Add-Type -TypeDefinition $source }
    return [ChallengeKioskShellLauncherLicense]::IsEnabled()
}

function Set-KioskAccountAccessibilityShortcuts {
    # --- Step 4a (kiosk account): Sticky Keys, Filter Keys and Toggle Keys shortcuts off.
    # Follows: https://learn.microsoft.com/en-us/windows/win32/api/winuser/nf-winuser-systemparametersinfow
    #   (SPI_GETSTICKYKEYS/SPI_SETSTICKYKEYS, SPI_GETFILTERKEYS/SPI_SETFILTERKEYS, SPI_GETTOGGLEKEYS/SPI_SETTOGGLEKEYS,
    #   SPIF_UPDATEINIFILE writes the setting to the user profile)
    # Flags: https://learn.microsoft.com/en-us/windows/win32/api/winuser/ns-winuser-stickykeys (SKF_HOTKEYACTIVE 0x4:
    #   Shift five times), https://learn.microsoft.com/en-us/windows/win32/api/winuser/ns-winuser-filterkeys
    #   (FKF_HOTKEYACTIVE 0x4: right Shift held 8 s), https://learn.microsoft.com/en-us/windows/win32/api/winuser/ns-winuser-togglekeys
    #   (TKF_HOTKEYACTIVE 0x4: Num Lock held). These are per-account settings, hence this part runs as the kiosk account.
    $source = @'
using System;
using System.Runtime.InteropServices;
public static class ChallengeKioskAccessibility
{
    [StructLayout(LayoutKind.Sequential)] public struct STICKYKEYS { public uint cbSize; public uint dwFlags; }
    [StructLayout(LayoutKind.Sequential)] public struct TOGGLEKEYS { public uint cbSize; public uint dwFlags; }
    [StructLayout(LayoutKind.Sequential)] public struct FILTERKEYS {
        public uint cbSize; public uint dwFlags; public uint iWaitMSec; public uint iDelayMSec; public uint iRepeatMSec; public uint iBounceMSec; }
    [DllImport("user32.dll", EntryPoint = "SystemParametersInfoW", SetLastError = true)]
    public static extern bool Sticky(uint action, uint size, ref STICKYKEYS value, uint winIni);
    [DllImport("user32.dll", EntryPoint = "SystemParametersInfoW", SetLastError = true)]
    public static extern bool Toggle(uint action, uint size, ref TOGGLEKEYS value, uint winIni);
    [DllImport("user32.dll", EntryPoint = "SystemParametersInfoW", SetLastError = true)]
    public static extern bool Filter(uint action, uint size, ref FILTERKEYS value, uint winIni);
}
'@
    if (-not ('ChallengeKioskAccessibility' -as [type])) { Add-Type -TypeDefinition $source }
    $SPI_GETFILTERKEYS = 0x0032; $SPI_SETFILTERKEYS = 0x0033
    $SPI_GETTOGGLEKEYS = 0x0034; $SPI_SETTOGGLEKEYS = 0x0035
    $SPI_GETSTICKYKEYS = 0x003A; $SPI_SETSTICKYKEYS = 0x003B
    $SPIF_UPDATEINIFILE_SENDCHANGE = 0x0003
    $HOTKEYACTIVE = [uint32] 0x00000004

    $sticky = New-Object ChallengeKioskAccessibility+STICKYKEYS
    $sticky.cbSize = [uint32] 8
    if (-not [ChallengeKioskAccessibility]::Sticky($SPI_GETSTICKYKEYS, 8, [ref] $sticky, 0)) { throw 'could not read the Sticky Keys settings.' }
    $sticky.dwFlags = [uint32]([int64]$sticky.dwFlags -band (-bnot [int64]$HOTKEYACTIVE))
    if (-not [ChallengeKioskAccessibility]::Sticky($SPI_SETSTICKYKEYS, 8, [ref] $sticky, $SPIF_UPDATEINIFILE_SENDCHANGE)) { throw 'could not turn the Sticky Keys shortcut off.' }

    $filter = New-Object ChallengeKioskAccessibility+FILTERKEYS
    $filter.cbSize = [uint32] 24
    if (-not [ChallengeKioskAccessibility]::Filter($SPI_GETFILTERKEYS, 24, [ref] $filter, 0)) { throw 'could not read the Filter Keys settings.' }
    $filter.dwFlags = [uint32]([int64]$filter.dwFlags -band (-bnot [int64]$HOTKEYACTIVE))
    if (-not [ChallengeKioskAccessibility]::Filter($SPI_SETFILTERKEYS, 24, [ref] $filter, $SPIF_UPDATEINIFILE_SENDCHANGE)) { throw 'could not turn the Filter Keys shortcut off.' }

    $toggle = New-Object ChallengeKioskAccessibility+TOGGLEKEYS
    $toggle.cbSize = [uint32] 8
    if (-not [ChallengeKioskAccessibility]::Toggle($SPI_GETTOGGLEKEYS, 8, [ref] $toggle, 0)) { throw 'could not read the Toggle Keys settings.' }
    $toggle.dwFlags = [uint32]([int64]$toggle.dwFlags -band (-bnot [int64]$HOTKEYACTIVE))
    if (-not [ChallengeKioskAccessibility]::Toggle($SPI_SETTOGGLEKEYS, 8, [ref] $toggle, $SPIF_UPDATEINIFILE_SENDCHANGE)) { throw 'could not turn the Toggle Keys shortcut off.' }

    # Read back: a shortcut still armed is an error, not a warning.
    $null = [ChallengeKioskAccessibility]::Sticky($SPI_GETSTICKYKEYS, 8, [ref] $sticky, 0)
    $null = [ChallengeKioskAccessibility]::Filter($SPI_GETFILTERKEYS, 24, [ref] $filter, 0)
    $null = [ChallengeKioskAccessibility]::Toggle($SPI_GETTOGGLEKEYS, 8, [ref] $toggle, 0)
    foreach ($pair in @(@('Sticky Keys', $sticky.dwFlags), @('Filter Keys', $filter.dwFlags), @('Toggle Keys', $toggle.dwFlags))) {
        if (($pair[1] -band $HOTKEYACTIVE) -ne 0) { throw "the $($pair[0]) shortcut is still on for $KioskUser." }
        Write-Host "  $($pair[0]) shortcut off"
    }
}

function Set-KioskAccountScreenSaverOff {
    # --- Step 4b (kiosk account): no screen saver, and none that asks for the password.
    # Follows: https://learn.microsoft.com/en-us/windows/win32/api/winuser/nf-winuser-systemparametersinfow
    #   (SPI_SETSCREENSAVEACTIVE: uiParam FALSE deactivates screen saving; SPI_SETSCREENSAVESECURE: uiParam FALSE,
    #   the screen saver does not lock; SPI_GETSCREENSAVEACTIVE / SPI_GETSCREENSAVESECURE read them back;
    #   SPIF_UPDATEINIFILE writes them to the user profile). A screen saver that locks would leave the station behind
    #   the kiosk account's password in the middle of a game. Per-account settings: this part runs as the kiosk account.
    $source = @'
using System;
using System.Runtime.InteropServices;
public static class ChallengeKioskScreenSaver
{
    [DllImport("user32.dll", EntryPoint = "SystemParametersInfoW", SetLastError = true)]
    public static extern bool Set(uint action, uint uiParam, IntPtr pvParam, uint winIni);
    [DllImport("user32.dll", EntryPoint = "SystemParametersInfoW", SetLastError = true)]
    public static extern bool Get(uint action, uint uiParam, ref int pvParam, uint winIni);
}
'@
    if (-not ('ChallengeKioskScreenSaver' -as [type])) { Add-Type -TypeDefinition $source }
    $SPI_GETSCREENSAVEACTIVE = 0x0010; $SPI_SETSCREENSAVEACTIVE = 0x0011
    $SPI_GETSCREENSAVESECURE = 0x0076; $SPI_SETSCREENSAVESECURE = 0x0077
    $SPIF_UPDATEINIFILE_SENDCHANGE = 0x0003
    foreach ($pair in @(@('screen saver', $SPI_SETSCREENSAVEACTIVE, $SPI_GETSCREENSAVEACTIVE),
                        @('screen saver password', $SPI_SETSCREENSAVESECURE, $SPI_GETSCREENSAVESECURE))) {
        if (-not [ChallengeKioskScreenSaver]::Set($pair[1], 0, [IntPtr]::Zero, $SPIF_UPDATEINIFILE_SENDCHANGE)) {
            throw "could not turn the $($pair[0]) off."
        }
        $value = 1
        if (-not [ChallengeKioskScreenSaver]::Get($pair[2], 0, [ref] $value, 0)) { throw "could not read the $($pair[0]) back." }
        if ($value -ne 0) { throw "the $($pair[0]) is still on for $KioskUser." }
        Write-Host "  $($pair[0]) off"
    }
}

if ($KioskAccountSettings) {
    Assert-RunningAs $KioskUser
    Write-Step "Accessibility shortcuts of the account $KioskUser"
    Set-KioskAccountAccessibilityShortcuts
    Write-Step "Screen saver of the account $KioskUser: off, and never asking for the password"
    Set-KioskAccountScreenSaverOff
    Write-Host ''
    Write-Host "Done for $KioskUser. Next: the device part, as SYSTEM (README, step 5)." -ForegroundColor Green
    exit 0
}

Assert-RunningAs 'SYSTEM'

# The kiosk account must exist, and must not be an administrator: Keyboard Filter does not
# apply to administrators (WEKF_Settings DisableKeyboardFilterForAdministrators, step 1c).
$kiosk = Get-LocalUser -Name $KioskUser
$admins = Get-LocalGroupMember -SID 'S-1-5-32-544'
if ($admins | Where-Object { $_.SID -eq $kiosk.SID }) {
    throw "$KioskUser is an administrator: Keyboard Filter would not apply to it. Use a standard account."
}
$stationPath = [Environment]::ExpandEnvironmentVariables($StationExe)
if (-not (Test-Path -LiteralPath $stationPath -PathType Leaf)) {
    throw "the station is not at ${stationPath}: install it first (README, step 1) or pass -StationExe."
}

# --- Step 1a: turn on Keyboard Filter and Custom Logon.
# Follows: https://learn.microsoft.com/en-us/windows/configuration/keyboard-filter/ ("Turn on and configure
#   Keyboard Filter by using DISM": Dism /online /Enable-Feature /FeatureName:Client-KeyboardFilter)
# and https://learn.microsoft.com/en-us/windows/configuration/custom-logon/ ("Turn on Custom Logon using DISM":
#   dism /online /enable-feature /featureName:Client-EmbeddedLogon).
Write-Step 'Windows features: Keyboard Filter, Custom Logon'
$restartNeeded = $false
foreach ($feature in 'Client-KeyboardFilter', 'Client-EmbeddedLogon') {
    if (Enable-LockdownFeature $feature) { $restartNeeded = $true }
}
# Keyboard Filter's WMI classes come with its service, which starts at the next restart.
if (-not (Get-CimClass -Namespace $KeyboardFilterNamespace -ClassName WEKF_PredefinedKey -ErrorAction SilentlyContinue)) {
    $restartNeeded = $true
}
if ($restartNeeded) {
    Write-Host ''
    Write-Host 'A feature was just turned on and Keyboard Filter starts only after a restart.' -ForegroundColor Yellow
    Write-Host 'Restart the PC, then run the same command again: the script continues from here.' -ForegroundColor Yellow
    exit 3010
}

# --- Step 1b: block the predefined key combinations.
# Follows: https://learn.microsoft.com/en-us/windows/configuration/keyboard-filter/predefined-key-combinations
#   (the WEKF_PredefinedKey.Id names) and https://learn.microsoft.com/en-us/windows/configuration/keyboard-filter/wekf-predefinedkey
#   (Enabled = true blocks the key). A name the filter cannot find stops the script (Enable-PredefinedKey throws).
Write-Step 'Keyboard Filter: predefined key combinations'
foreach ($id in $PredefinedKeys) { Enable-PredefinedKey $id }

# --- Step 1c: block the combinations Microsoft does not predefine.
# Follows: https://learn.microsoft.com/en-us/windows/configuration/keyboard-filter/wekf-customkeyadd
#   (WEKF_CustomKey.Add; an existing custom key is enabled instead) with key names from
#   https://learn.microsoft.com/en-us/windows/configuration/keyboard-filter/keyboardfilter-key-names
# Keyboard Filter stays off for administrators (the director's account), as its default:
#   https://learn.microsoft.com/en-us/windows/configuration/keyboard-filter/wekf-settings (DisableKeyboardFilterForAdministrators).
Write-Step 'Keyboard Filter: custom key combinations'
foreach ($id in $CustomKeys) { Enable-CustomKey $id }
Set-KeyboardFilterSetting 'DisableKeyboardFilterForAdministrators' 'true'

# --- Step 2: Shell Launcher v2: the station instead of Explorer for the kiosk account, restarted whenever it exits.
# Follows: https://learn.microsoft.com/en-us/windows/configuration/shell-launcher/configuration-file
#   (Profiles, DefaultProfile, V2:AppType, V2:AllAppsFullScreen, DefaultAction RestartShell, Account Name)
# applied as https://learn.microsoft.com/en-us/windows/configuration/shell-launcher/quickstart-kiosk shows in
#   PowerShell (MDM_AssignedAccess.ShellLauncher through the MDM Bridge WMI Provider, which must run as SYSTEM);
# license check from https://learn.microsoft.com/en-us/windows/configuration/shell-launcher/configure-wmi
# Configured this way Shell Launcher is turned on by itself:
#   https://learn.microsoft.com/en-us/windows/configuration/shell-launcher/enable
# The station is a PyInstaller one-folder build: challenge-kiosk.exe is the process that runs, so
# Shell Launcher watches the right process (the "launches a different process and exits" limit of
#   https://learn.microsoft.com/en-us/windows/configuration/shell-launcher/ does not apply).
Write-Step "Shell Launcher v2: the station as the shell of $KioskUser"
if (-not (Test-ShellLauncherLicense)) {
    throw ('this edition of Windows has no Shell Launcher (Enterprise, Education or IoT Enterprise needed). ' +
        'On Windows Pro the installer''s autostart is NOT a kiosk: a player can reach the Start menu, Alt+Tab and Task Manager.')
}
$escapedShell = [System.Security.SecurityElement]::Escape($StationExe)
$escapedUser = [System.Security.SecurityElement]::Escape($KioskUser)
$shellLauncherConfiguration = @"
<?xml version="1.0" encoding="utf-8"?>
<ShellLauncherConfiguration
xmlns="http://schemas.microsoft.com/ShellLauncher/2018/Configuration"
xmlns:V2="http://schemas.microsoft.com/ShellLauncher/2019/Configuration">
    <Profiles>
        <DefaultProfile>
            <Shell Shell="%SystemRoot%\explorer.exe"/>
        </DefaultProfile>
        <Profile Id="$StationProfileId" Name="Challenge station">
            <Shell Shell="$escapedShell" V2:AppType="Desktop" V2:AllAppsFullScreen="true">
                <DefaultAction Action="RestartShell"/>
            </Shell>
        </Profile>
    </Profiles>
    <Configs>
        <Config>
            <Account Name="$escapedUser"/>
            <Profile Id="$StationProfileId"/>
        </Config>
    </Configs>
</ShellLauncherConfiguration>
"@
$namespaceName = 'root\cimv2\mdm\dmmap'
$className = 'MDM_AssignedAccess'
$obj = Get-CimInstance -Namespace $namespaceName -ClassName $className
if ($null -eq $obj) {
    throw "the MDM Bridge WMI Provider has no $className instance here: Shell Launcher was not set."
}
$obj.ShellLauncher = [System.Net.WebUtility]::HtmlEncode($shellLauncherConfiguration)
$obj = Set-CimInstance -CimInstance $obj -PassThru
$obj = Get-CimInstance -Namespace $namespaceName -ClassName $className
if ([string]::IsNullOrWhiteSpace($obj.ShellLauncher) -or ($obj.ShellLauncher -notmatch [regex]::Escape($StationProfileId))) {
    throw 'Windows did not keep the Shell Launcher configuration.'
}
Write-Host "  $KioskUser -> $StationExe (RestartShell); every other account keeps Explorer"

# --- Step 3: the breakout key.
# Follows: https://learn.microsoft.com/en-us/windows/configuration/keyboard-filter/wekf-settings (BreakoutKeyScanCode)
#   and https://learn.microsoft.com/en-us/windows/configuration/keyboard-filter/ ("Keyboard breakout").
# By default the breakout key is the Windows logo key: pressing it five times INSIDE the kiosk session
# switches to the Welcome (sign-in) screen, and any player can do that. The default here, 0, "does not map
# to any key": servicing then needs a restart with Shift held (Sysinternals Autologon skips automatic
# sign-in for that boot) or a remote connection. -BreakoutKeyScanCode N chooses a key the station's
# keyboard does not have instead (a scan code, never a virtual key). It takes effect after a restart.
Write-Step 'Keyboard Filter: breakout key'
Set-KeyboardFilterSetting 'BreakoutKeyScanCode' ([string] $BreakoutKeyScanCode)

# --- Step 4: accessibility shortcuts off for the kiosk account, and on the sign-in screen.
# Follows: https://learn.microsoft.com/en-us/windows/configuration/keyboard-filter/wekf-settings (ForceOffAccessibility:
#   "blocks users from enabling Ease of Access features"; https://learn.microsoft.com/en-us/windows/configuration/keyboard-filter/
#   warns that with Sticky Keys on a user can bypass Keyboard Filter) and
#   https://learn.microsoft.com/en-us/windows/configuration/assigned-access/recommendations ("Accessibility shortcuts":
#   block LShift+LAlt+PrintScrn, LShift+LAlt+NumLock and Win+U, done in step 1b; BrandingNeutral removes the
#   Ease of Access button), with the BrandingNeutral values of https://learn.microsoft.com/en-us/windows/configuration/custom-logon/
#   (1 = "Disables the Power, Language, and Ease of Access buttons on the Logon and Ctrl+Alt+Del screens").
Write-Step 'Accessibility: forced off for the kiosk account; no Ease of Access or Power button at sign-in'
Set-KeyboardFilterSetting 'ForceOffAccessibility' 'true'
$embeddedLogon = 'HKLM:\SOFTWARE\Microsoft\Windows Embedded\EmbeddedLogon'
if (-not (Test-Path -LiteralPath $embeddedLogon)) { $null = New-Item -Path $embeddedLogon -Force }
Set-ItemProperty -LiteralPath $embeddedLogon -Name 'BrandingNeutral' -Value 1 -Type DWord
if ((Get-ItemProperty -LiteralPath $embeddedLogon -Name 'BrandingNeutral').BrandingNeutral -ne 1) {
    throw 'BrandingNeutral was not kept.'
}
Write-Host '  BrandingNeutral = 1'

# --- Step 5: the power and sleep buttons, and closing the lid, take no action.
# Follows: https://learn.microsoft.com/en-us/windows/configuration/assigned-access/recommendations ("Power settings":
#   Select the Power button action / Select the Sleep button action: Take no action), with the setting GUIDs of
#   https://learn.microsoft.com/en-us/windows/client-management/mdm/policy-csp-power (SelectPowerButtonAction*,
#   SelectSleepButtonAction*: 0 = "Take no action.") and the subgroup GUID_SYSTEM_BUTTON_SUBGROUP of
#   https://learn.microsoft.com/en-us/windows/win32/api/powersetting/nf-powersetting-powerwriteacvalueindex
# powercfg's syntax is on https://learn.microsoft.com/en-us/windows-hardware/design/device-experiences/powercfg-command-line-options
#   (that page was not in the search tool this recipe was checked with). Keyboard Filter cannot block the Sleep key
#   (Keyboard Filter page, "Keyboard Filter considerations"), hence the sleep button setting. Holding the power
#   button for several seconds still cuts the power: no setting stops that. The lid, in the same subgroup:
#   https://learn.microsoft.com/en-us/windows-hardware/customize/power-settings/power-button-and-lid-settings-lid-switch-close-action
#   (LIDACTION, 0 = "Do Nothing"): a closed laptop neither sleeps nor comes back at the sign-in screen.
Write-Step 'Power and sleep buttons and the lid: take no action'
$buttonSubgroup = '4f971e89-eebd-4455-a8de-9e59040e7347'
$buttonSettings = @{
    'power button' = '7648EFA3-DD9C-4E3E-B566-50F929386280'
    'sleep button' = '96996BC0-AD50-47EC-923B-6F41874DD9EB'
    'lid' = '5CA83367-6E45-459F-A27B-476B1D01C936'
}
foreach ($button in $buttonSettings.Keys) {
    foreach ($verb in '/setacvalueindex', '/setdcvalueindex') {
        & powercfg.exe $verb SCHEME_CURRENT $buttonSubgroup $buttonSettings[$button] 0 | Out-Host
        if ($LASTEXITCODE -ne 0) { throw "powercfg $verb could not set the $button (exit code $LASTEXITCODE)." }
    }
    Write-Host "  ${button}: take no action (plugged in and on battery)"
}
& powercfg.exe /setactive SCHEME_CURRENT | Out-Host
if ($LASTEXITCODE -ne 0) { throw "powercfg /setactive failed (exit code $LASTEXITCODE)." }

# --- Step 5a: no idle sleep, no idle display-off, no password on wake, no idle lock.
# Follows: https://learn.microsoft.com/en-us/windows-hardware/customize/power-settings/sleep-settings-sleep-idle-timeout
#   (STANDBYIDLE, 0 = never idle to sleep), https://learn.microsoft.com/en-us/windows-hardware/customize/power-settings/display-settings-display-idle-timeout
#   (VIDEOIDLE, 0 = never), https://learn.microsoft.com/en-us/windows-hardware/customize/power-settings/no-subgroup-settings-prompt-for-password-on-resume
#   (CONSOLELOCK, 0 = no password when the PC wakes) and, for the lock after idle whatever the screen saver,
#   https://learn.microsoft.com/en-us/windows/security/threat-protection/security-policy-settings/interactive-logon-machine-inactivity-limit
#   ("Interactive logon: Machine inactivity limit", InactivityTimeoutSecs; 0 = no lock). The screen saver of the kiosk
#   account is its own setting: step 4b, run as that account.
Write-Step 'Idle: never sleep, never turn the display off, never lock, no password on wake'
$idleSettings = @(
    @('sleep after idle', '238c9fa8-0aad-41ed-83f4-97be242c8f20', '29f6c1db-86da-48c5-9fdb-f2b67b1f44da'),
    @('display off after idle', '7516b95f-f776-4464-8c53-06167f40cc99', '3c0bc021-c8a8-4e07-a973-6b14cbcb2b7e'),
    @('password on wake', 'fea3413e-7e05-4911-9a71-700331f1c294', '0e796bdb-100d-47d6-a2d5-f7d2daa51f51')
)
foreach ($setting in $idleSettings) {
    foreach ($verb in '/setacvalueindex', '/setdcvalueindex') {
        & powercfg.exe $verb SCHEME_CURRENT $setting[1] $setting[2] 0 | Out-Host
        if ($LASTEXITCODE -ne 0) { throw "powercfg $verb could not set $($setting[0]) (exit code $LASTEXITCODE)." }
    }
    Write-Host "  $($setting[0]): never (plugged in and on battery)"
}
& powercfg.exe /setactive SCHEME_CURRENT | Out-Host
if ($LASTEXITCODE -ne 0) { throw "powercfg /setactive failed (exit code $LASTEXITCODE)." }
$systemPolicies = 'HKLM:\SOFTWARE\Microsoft\Windows\CurrentVersion\Policies\System'
Set-ItemProperty -LiteralPath $systemPolicies -Name 'InactivityTimeoutSecs' -Value 0 -Type DWord
if ((Get-ItemProperty -LiteralPath $systemPolicies -Name 'InactivityTimeoutSecs').InactivityTimeoutSecs -ne 0) {
    throw 'InactivityTimeoutSecs was not kept.'
}
Write-Host '  InactivityTimeoutSecs = 0 (no lock after idle)'

# Automatic sign-in is the director's step (README, step 6: Sysinternals Autologon keeps the password as
# an LSA secret). Say plainly when it is not set yet.
$winlogon = Get-ItemProperty -LiteralPath 'HKLM:\SOFTWARE\Microsoft\Windows NT\CurrentVersion\Winlogon'
if (-not ($winlogon.PSObject.Properties.Name -contains 'AutoAdminLogon') -or "$($winlogon.AutoAdminLogon)" -ne '1' -or
    -not ($winlogon.PSObject.Properties.Name -contains 'DefaultUserName') -or $winlogon.DefaultUserName -ne $KioskUser) {
    Write-Warning "automatic sign-in as $KioskUser is not set yet: README, step 6 (Autologon)."
}

Write-Host ''
Write-Host "Done. Restart the PC: $KioskUser then signs in to the station and nothing else." -ForegroundColor Green
exit 0

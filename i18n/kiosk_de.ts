<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ActionBar</name>
    <message>
        <source>Verify chain</source>
        <translation>Kette prüfen</translation>
    </message>
    <message>
        <source>Add note...</source>
        <translation>Notiz hinzufügen...</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>{format} exportieren</translation>
    </message>
    <message>
        <source>Folder...</source>
        <translation>Ordner...</translation>
    </message>
    <message>
        <source>Language of exported reports and CSV files</source>
        <translation>Sprache exportierter Berichte und CSV-Dateien</translation>
    </message>
    <message>
        <source>Export as stored (English, column ids)</source>
        <translation>Export wie gespeichert (Englisch, Spalten-IDs)</translation>
    </message>
    <message>
        <source>Export in {language}</source>
        <translation>Export: {language}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Chain not checked yet</source>
        <translation>Kette noch nicht geprüft</translation>
    </message>
    <message>
        <source>Working: {task}…</source>
        <translation>Läuft: {task}…</translation>
    </message>
    <message>
        <source>Working: {task}… {done} of {total}</source>
        <translation>Läuft: {task}… {done} von {total}</translation>
    </message>
</context>
<context>
    <name>Alphabet</name>
    <message>
        <source>Catalan</source>
        <translation>für Katalanisch</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>für Niederländisch</translation>
    </message>
    <message>
        <source>English</source>
        <translation>für Englisch</translation>
    </message>
    <message>
        <source>French</source>
        <translation>für Französisch</translation>
    </message>
    <message>
        <source>German</source>
        <translation>für Deutsch</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>für Norwegisch</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>für Polnisch</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>für Spanisch</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>für Schwedisch</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>Add a ruling or note to seq {seq}</source>
        <translation>Entscheidung oder Notiz zu Nr. {seq} hinzufügen</translation>
    </message>
    <message>
        <source>receipt of the new adjudication, e.g. GK-0042</source>
        <translation>Beleg der neuen Prüfung, z. B. GK-0042</translation>
    </message>
    <message>
        <source>the challenger</source>
        <translation>der Anzweifelnde</translation>
    </message>
    <message>
        <source>the challenged player</source>
        <translation>der Angezweifelte</translation>
    </message>
    <message>
        <source>what was compensated: points, a turn, time</source>
        <translation>was ausgeglichen wurde: Punkte, ein Zug, Zeit</translation>
    </message>
    <message>
        <source>What happened, and who decided it</source>
        <translation>Was geschah und wer es entschied</translation>
    </message>
    <message>
        <source>Add to the log</source>
        <translation>Ins Protokoll aufnehmen</translation>
    </message>
    <message>
        <source>Record: seq {seq}, receipt {receipt}, {time}, {typed_or_kind}</source>
        <translation>Eintrag: Nr. {seq}, Beleg {receipt}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Record: seq {seq}, {time}, {typed_or_kind}</source>
        <translation>Eintrag: Nr. {seq}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Entscheidung:</translation>
    </message>
    <message>
        <source>New receipt:</source>
        <translation>Neuer Beleg:</translation>
    </message>
    <message>
        <source>Manual lookup result:</source>
        <translation>Ergebnis der Handprüfung:</translation>
    </message>
    <message>
        <source>Penalised player:</source>
        <translation>Bestrafter Spieler:</translation>
    </message>
    <message>
        <source>Points off:</source>
        <translation>Punktabzug:</translation>
    </message>
    <message>
        <source>Compensated:</source>
        <translation>Ausgeglichen:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notiz:</translation>
    </message>
</context>
<context>
    <name>Audit</name>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(zu Nr. {seq}, Station {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(zu Eintrag {record})</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>ZULÄSSIG</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>UNZULÄSSIG</translation>
    </message>
    <message>
        <source>acceptable</source>
        <translation>zulässig</translation>
    </message>
    <message>
        <source>unacceptable</source>
        <translation>unzulässig</translation>
    </message>
    <message>
        <source>possible split lookup (NSA IV.J.2)</source>
        <translation>mögliche getrennte Prüfung (NSA IV.J.2)</translation>
    </message>
    <message>
        <source>re-adjudication</source>
        <translation>erneute Prüfung</translation>
    </message>
    <message>
        <source>second opinion differs</source>
        <translation>Zweitmeinung weicht ab</translation>
    </message>
    <message>
        <source>ended without a stop</source>
        <translation>ohne Beenden abgebrochen</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Ereignis-ID</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Stationsname</translation>
    </message>
    <message>
        <source>Recorded at (UTC)</source>
        <translation>Protokolliert um (UTC)</translation>
    </message>
    <message>
        <source>UTC offset</source>
        <translation>UTC-Versatz</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingerabdruck</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Anzweifel-Regel</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Eingegeben</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Ergebnis je Wort</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Folge</translation>
    </message>
    <message>
        <source>Points to the challenged player</source>
        <translation>Punkte für den Angezweifelten</translation>
    </message>
    <message>
        <source>Loses the turn</source>
        <translation>Verliert den Zug</translation>
    </message>
    <message>
        <source>Out play</source>
        <translation>Schlusszug</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Split lookup of</source>
        <translation>Getrennte Prüfung zu</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Bezieht sich auf</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>previous session ended without a stop</source>
        <translation>vorherige Sitzung ohne Beenden abgebrochen</translation>
    </message>
    <message>
        <source>back to the division chooser</source>
        <translation>zurück zur Wahl der Gruppe</translation>
    </message>
    <message>
        <source>event joined</source>
        <translation>Turnier beigetreten</translation>
    </message>
    <message>
        <source>event plan accepted</source>
        <translation>Turnierplan angenommen</translation>
    </message>
    <message>
        <source>event plan refused</source>
        <translation>Turnierplan abgelehnt</translation>
    </message>
    <message>
        <source>event plan applied</source>
        <translation>Turnierplan angewandt</translation>
    </message>
    <message>
        <source>word judge call acknowledged</source>
        <translation>Ruf nach dem Schiedsrichter angenommen</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source>challenger</source>
        <translation>Anzweifelnder</translation>
    </message>
    <message>
        <source>challenged player</source>
        <translation>Angezweifelter</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>Prüfung</translation>
    </message>
    <message>
        <source>kiosk started</source>
        <translation>Kiosk gestartet</translation>
    </message>
    <message>
        <source>kiosk stopped</source>
        <translation>Kiosk gestoppt</translation>
    </message>
    <message>
        <source>director login succeeded</source>
        <translation>Leitungs-Anmeldung erfolgreich</translation>
    </message>
    <message>
        <source>director login failed</source>
        <translation>Leitungs-Anmeldung fehlgeschlagen</translation>
    </message>
    <message>
        <source>director logout</source>
        <translation>Leitungs-Abmeldung</translation>
    </message>
    <message>
        <source>lexicon switched</source>
        <translation>Wortliste umgestellt</translation>
    </message>
    <message>
        <source>lexicon installed</source>
        <translation>Wortliste installiert</translation>
    </message>
    <message>
        <source>lexicon removed</source>
        <translation>Wortliste entfernt</translation>
    </message>
    <message>
        <source>lexicon refused</source>
        <translation>Wortliste abgelehnt</translation>
    </message>
    <message>
        <source>rule changed</source>
        <translation>Regel geändert</translation>
    </message>
    <message>
        <source>profile changed</source>
        <translation>Profil geändert</translation>
    </message>
    <message>
        <source>settings changed</source>
        <translation>Einstellungen geändert</translation>
    </message>
    <message>
        <source>export made</source>
        <translation>Export erstellt</translation>
    </message>
    <message>
        <source>audit verified</source>
        <translation>Protokoll geprüft</translation>
    </message>
    <message>
        <source>kiosk exit</source>
        <translation>Kiosk beendet</translation>
    </message>
    <message>
        <source>annotation</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>self test</source>
        <translation>Selbsttest</translation>
    </message>
    <message>
        <source>log migrated</source>
        <translation>Protokoll migriert</translation>
    </message>
    <message>
        <source>permissions repaired</source>
        <translation>Berechtigungen repariert</translation>
    </message>
    <message>
        <source>unrecorded acknowledged</source>
        <translation>Nicht Protokolliertes bestätigt</translation>
    </message>
    <message>
        <source>unrecorded imported</source>
        <translation>Nicht Protokolliertes nachgetragen</translation>
    </message>
    <message>
        <source>unexpected error</source>
        <translation>unerwarteter Fehler</translation>
    </message>
    <message>
        <source>entry withdrawn</source>
        <translation>Eingabe zurückgezogen</translation>
    </message>
    <message>
        <source>split warning declined</source>
        <translation>nach Warnung (getrennte Prüfung) nicht geprüft</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>Schiedsrichter gerufen</translation>
    </message>
    <message>
        <source>word judge arrived</source>
        <translation>Schiedsrichter eingetroffen</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>central diverged</source>
        <translation>zentrale Kopie weicht ab</translation>
    </message>
    <message>
        <source>Receipt referred to</source>
        <translation>Bezogener Beleg</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Entscheidung</translation>
    </message>
    <message>
        <source>Rule cited</source>
        <translation>Zitierte Regel</translation>
    </message>
    <message>
        <source>Penalised player</source>
        <translation>Bestrafter Spieler</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Strafpunkte</translation>
    </message>
    <message>
        <source>New receipt</source>
        <translation>Neuer Beleg</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>Ausgeglichen</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Ergebnis der Handprüfung</translation>
    </message>
    <message>
        <source>Clock jump</source>
        <translation>Uhrsprung</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>Uhrsprung</translation>
    </message>
</context>
<context>
    <name>AuditChain</name>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>UNTERBROCHEN bei Nr. {seq} (Station {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>its contents do not match its hash (the record was changed after it was written)</source>
        <translation>Inhalt passt nicht zum Hash (der Eintrag wurde nach dem Schreiben geändert)</translation>
    </message>
    <message>
        <source>its stored text is not a valid record</source>
        <translation>gespeicherter Text ist kein gültiger Eintrag</translation>
    </message>
    <message>
        <source>its {column} column ({value}) differs from the record ({expected})</source>
        <translation>Spalte {column} ({value}) weicht vom Eintrag ab ({expected})</translation>
    </message>
    <message>
        <source>it does not link to record {previous} (it was put in later, or record {previous} was edited and re-hashed)</source>
        <translation>nicht mit Eintrag {previous} verkettet (nachträglich eingefügt, oder Eintrag {previous} wurde bearbeitet und neu gehasht)</translation>
    </message>
    <message>
        <source>a second record claims sequence number {seq}</source>
        <translation>ein zweiter Eintrag beansprucht die laufende Nummer {seq}</translation>
    </message>
    <message>
        <source>record {first} is missing (the next record present is {seq})</source>
        <translation>Eintrag {first} fehlt (nächster vorhandener Eintrag: {seq})</translation>
    </message>
    <message>
        <source>records {first} to {last} are missing (the next record present is {seq})</source>
        <translation>Einträge {first} bis {last} fehlen (nächster vorhandener Eintrag: {seq})</translation>
    </message>
    <message>
        <source>sequence number {seq} is not valid</source>
        <translation>laufende Nummer {seq} ist ungültig</translation>
    </message>
    <message>
        <source>it was stored after records that follow it in the chain</source>
        <translation>nach Einträgen gespeichert, die in der Kette auf ihn folgen</translation>
    </message>
    <message>
        <source>records are stored out of sequence order from here on</source>
        <translation>ab hier sind die Einträge nicht in der Reihenfolge ihrer Nummern gespeichert</translation>
    </message>
</context>
<context>
    <name>AuditDetails</name>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>{local_time} (UTC {utc_time})</source>
        <translation>{local_time} (UTC {utc_time})</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>{station_name} ({station_id}), seq {seq}</source>
        <translation>{station_name} ({station_id}), Nr. {seq}</translation>
    </message>
    <message>
        <source>Kind</source>
        <comment>the kind of audit record</comment>
        <translation>Art</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Eingegeben</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Ergebnis je Wort</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Folge</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Zweitmeinung</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no flags</comment>
        <translation>keine</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Bezieht sich auf</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Ereignis-ID</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>seq {seq} ({kind})</source>
        <translation>Nr. {seq} ({kind})</translation>
    </message>
    <message>
        <source>record {event_id}…</source>
        <translation>Eintrag {event_id}…</translation>
    </message>
    <message>
        <source>FLAGGED: {flags}</source>
        <translation>MARKIERT: {flags}</translation>
    </message>
    <message>
        <source>Record seq {seq}</source>
        <translation>Eintrag Nr. {seq}</translation>
    </message>
    <message>
        <source>Annotations ({count})</source>
        <translation>Anmerkungen ({count})</translation>
    </message>
    <message>
        <source>{time}, seq {seq}</source>
        <translation>{time}, Nr. {seq}</translation>
    </message>
    <message>
        <source>None. Use “Add note...” to add one.</source>
        <translation>Keine. Mit „Notiz hinzufügen...“ eine hinzufügen.</translation>
    </message>
</context>
<context>
    <name>AuditJobs</name>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Eingegeben / Details</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>mit Anmerkung</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s)</source>
        <translation>
            <numerusform>Kette intakt: %n Eintrag</numerusform>
            <numerusform>Kette intakt: %n Einträge</numerusform>
        </translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>JSON Lines</source>
        <translation>JSON Lines</translation>
    </message>
    <message>
        <source>HTML report</source>
        <translation>HTML-Bericht</translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message>
        <source>Select a record to see its details.</source>
        <translation>Eintrag auswählen, um Details zu sehen.</translation>
    </message>
    <message>
        <source>Reading the log</source>
        <translation>Lesen des Protokolls</translation>
    </message>
    <message>
        <source>{shown} shown · {flagged} flagged</source>
        <translation>{shown} angezeigt · {flagged} markiert</translation>
    </message>
    <message>
        <source>The log cannot be read: {error}</source>
        <translation>Protokoll nicht lesbar: {error}</translation>
    </message>
    <message>
        <source>{task}: cancelled.</source>
        <translation>{task}: abgebrochen.</translation>
    </message>
    <message>
        <source>Checking the chain…</source>
        <translation>Kette wird geprüft…</translation>
    </message>
    <message>
        <source>Checking the chain</source>
        <translation>Prüfung der Kette</translation>
    </message>
    <message>
        <source>Cannot check the log: {error}</source>
        <translation>Protokoll kann nicht geprüft werden: {error}</translation>
    </message>
    <message>
        <source>Note added to seq {seq} (recorded as seq {note_seq}).</source>
        <translation>Notiz zu Nr. {seq} hinzugefügt (protokolliert als Nr. {note_seq}).</translation>
    </message>
    <message>
        <source>The note was not saved: {error}</source>
        <translation>Notiz nicht gespeichert: {error}</translation>
    </message>
    <message>
        <source>Saving the note on seq {seq}…</source>
        <translation>Notiz zu Nr. {seq} wird gespeichert…</translation>
    </message>
    <message>
        <source>Saving the note</source>
        <translation>Speichern der Notiz</translation>
    </message>
    <message>
        <source>Exporting {format}…</source>
        <translation>{format} wird exportiert…</translation>
    </message>
    <message>
        <source>Exporting {format}</source>
        <translation>Export {format}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}</source>
        <translation>
            <numerusform>%n Eintrag nach {path} exportiert</numerusform>
            <numerusform>%n Einträge nach {path} exportiert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}, but the log could not record the export</source>
        <translation>
            <numerusform>%n Eintrag nach {path} exportiert, aber das Protokoll konnte den Export nicht erfassen</numerusform>
            <numerusform>%n Einträge nach {path} exportiert, aber das Protokoll konnte den Export nicht erfassen</numerusform>
        </translation>
    </message>
    <message>
        <source>{format} export cancelled; no file was kept.</source>
        <translation>{format}-Export abgebrochen; keine Datei behalten.</translation>
    </message>
    <message>
        <source>{format} export failed: {error}</source>
        <translation>{format}-Export fehlgeschlagen: {error}</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>Exportordner</translation>
    </message>
    <message>
        <source>Exports go to {folder}</source>
        <translation>Exporte gehen nach {folder}</translation>
    </message>
</context>
<context>
    <name>CentralLog</name>
    <message>
        <source>signed head of station {station} at record {seq} ({signed_at})</source>
        <translation>signierter Stand der Station {station} bei Eintrag {seq} ({signed_at})</translation>
    </message>
    <message>
        <source>{where}: the signature does not verify</source>
        <translation>{where}: die Signatur ist ungültig</translation>
    </message>
    <message>
        <source>{where}: signed with another key than the station's pinned key ({key}… instead of {pin}…)</source>
        <translation>{where}: mit einem anderen Schlüssel signiert als dem für die Station hinterlegten ({key}… statt {pin}…)</translation>
    </message>
    <message>
        <source>{where}: record {seq} is no longer in the central log</source>
        <translation>{where}: Eintrag {seq} ist nicht mehr im zentralen Protokoll</translation>
    </message>
    <message>
        <source>{where}: record {seq} in the central log differs from the one the station signed (the central copy was changed)</source>
        <translation>{where}: Eintrag {seq} im zentralen Protokoll weicht von dem ab, den die Station signiert hat (die zentrale Kopie wurde verändert)</translation>
    </message>
</context>
<context>
    <name>Changes</name>
    <message>
        <source>station name</source>
        <translation>Stationsname</translation>
    </message>
    <message>
        <source>judge key</source>
        <translation>Prüftaste</translation>
    </message>
    <message>
        <source>verdict shown (s)</source>
        <translation>Ergebnis-Anzeige (s)</translation>
    </message>
    <message>
        <source>clear unjudged words after (s)</source>
        <translation>Ungeprüfte Wörter löschen nach (s)</translation>
    </message>
    <message>
        <source>split-lookup window (s)</source>
        <translation>Fenster für getrennte Prüfung (s)</translation>
    </message>
    <message>
        <source>font scale</source>
        <translation>Schriftskalierung</translation>
    </message>
    <message>
        <source>sound on the verdict</source>
        <translation>Ton beim Ergebnis</translation>
    </message>
    <message>
        <source>central log</source>
        <translation>Zentrales Protokoll</translation>
    </message>
    <message>
        <source>receipt prefix</source>
        <translation>Beleg-Präfix</translation>
    </message>
    <message>
        <source>director mode language</source>
        <translation>Sprache des Leitungsmodus</translation>
    </message>
    <message>
        <source>large print and high contrast</source>
        <translation>Große Schrift und hoher Kontrast</translation>
    </message>
    <message>
        <source>verdict said aloud</source>
        <translation>Ergebnis ansagen</translation>
    </message>
    <message>
        <source>word-judge key</source>
        <translation>Taste für den Schiedsrichter</translation>
    </message>
    <message>
        <source>the colour band</source>
        <translation>Farbstreifen</translation>
    </message>
    <message>
        <source>the second-opinion lexicon</source>
        <translation>Wortliste für die Zweitmeinung</translation>
    </message>
    <message>
        <source>who sees the second opinion</source>
        <translation>Sichtbarkeit der Zweitmeinung</translation>
    </message>
    <message>
        <source>asking the table number</source>
        <translation>Abfrage der Tischnummer</translation>
    </message>
    <message>
        <source>asking how many words</source>
        <translation>Abfrage der Wortanzahl</translation>
    </message>
    <message>
        <source>the federation preset</source>
        <translation>Verbandsvorgabe</translation>
    </message>
    <message>
        <source>the players' language</source>
        <translation>Sprache der Spieler</translation>
    </message>
    <message>
        <source>the lexicon credit line</source>
        <translation>Quellenangabe der Wortliste</translation>
    </message>
    <message>
        <source>{name} (not usable: {problem})</source>
        <translation>{name} (nicht nutzbar: {problem})</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n word(s), fingerprint {fingerprint})</source>
        <translation>
            <numerusform>{name} (%n Wort, Fingerabdruck {fingerprint})</numerusform>
            <numerusform>{name} (%n Wörter, Fingerabdruck {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch {profile} from {old} to {new}.</source>
        <translation>Profil {profile}: Wortliste von {old} auf {new} umstellen.</translation>
    </message>
    <message>
        <source>Change the rule of {profile} from {old} to {new}.</source>
        <translation>Profil {profile}: Regel von {old} auf {new} ändern.</translation>
    </message>
    <message>
        <source>Add profile {profile}: lexicon {lexicon}, {rule}, colour {colour}, second opinion {second}.</source>
        <translation>Profil {profile} hinzufügen: Wortliste {lexicon}, {rule}, Farbe {colour}, Zweitmeinung {second}.</translation>
    </message>
    <message>
        <source>Change {label} of {profile} from {old} to {new}.</source>
        <translation>Profil {profile}: {label} von {old} auf {new} ändern.</translation>
    </message>
    <message>
        <source>Remove profile {profile}.</source>
        <translation>Profil {profile} entfernen.</translation>
    </message>
    <message>
        <source>Put the profiles in this order: {order}.</source>
        <translation>Profile in diese Reihenfolge bringen: {order}.</translation>
    </message>
    <message>
        <source>Change the {label} from {old} to {new}.</source>
        <translation>Einstellung „{label}“ von {old} auf {new} ändern.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>none (log kept locally)</source>
        <translation>keine (Protokoll nur lokal)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>ein</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
</context>
<context>
    <name>Config</name>
    <message>
        <source>{where}: {problem}</source>
        <translation>{where}: {problem}</translation>
    </message>
    <message>
        <source>{where}: {key}</source>
        <translation>{where}: {key}</translation>
    </message>
    <message>
        <source>profile {number}</source>
        <translation>Profil {number}</translation>
    </message>
    <message>
        <source>profile {name}</source>
        <translation>Profil {name}</translation>
    </message>
    <message>
        <source>{where} name</source>
        <translation>Name von {where}</translation>
    </message>
    <message>
        <source>[{section}] {key} must be a number, not {value}</source>
        <translation>[{section}] {key} muss eine Zahl sein, nicht {value}</translation>
    </message>
    <message>
        <source>[{section}] {key} = {value} is out of range ({low} to {high})</source>
        <translation>[{section}] {key} = {value} liegt außerhalb des Bereichs ({low} bis {high})</translation>
    </message>
    <message>
        <source>[{section}] {key} must be text in quotes, not {value}</source>
        <translation>[{section}] {key} muss Text in Anführungszeichen sein, nicht {value}</translation>
    </message>
    <message>
        <source>{what} contains an invisible character (U+{code}); type the name again</source>
        <translation>{what} enthält ein unsichtbares Zeichen (U+{code}); Namen neu eingeben</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what} ist länger als {limit} Zeichen</translation>
    </message>
    <message>
        <source>{where} contains spaces or invisible characters</source>
        <translation>{where} enthält Leerzeichen oder unsichtbare Zeichen</translation>
    </message>
    <message>
        <source>{where} {value} is not a database address; write e.g. {example}</source>
        <translation>{where} {value} ist keine Datenbankadresse; z. B. {example} schreiben</translation>
    </message>
    <message>
        <source>{where} must be a PostgreSQL address (postgresql+psycopg://...), not {driver}; write e.g. {example}</source>
        <translation>{where} muss eine PostgreSQL-Adresse sein (postgresql+psycopg://...), nicht {driver}; z. B. {example} schreiben</translation>
    </message>
    <message>
        <source>{where}: the driver {driver} is not installed on stations; write postgresql+psycopg://...</source>
        <translation>{where}: Der Treiber {driver} ist auf den Stationen nicht installiert; postgresql+psycopg://... schreiben</translation>
    </message>
    <message>
        <source>{where} names no server; write e.g. {example}</source>
        <translation>{where} nennt keinen Server; z. B. {example} schreiben</translation>
    </message>
    <message>
        <source>{where} names no database; write e.g. {example}</source>
        <translation>{where} nennt keine Datenbank; z. B. {example} schreiben</translation>
    </message>
    <message>
        <source>{where}: {host} is not a server name (letters, digits, dots and dashes, at most 63 between two dots and 253 in all) or an IP address</source>
        <translation>{where}: {host} ist weder ein Servername (Buchstaben, Ziffern, Punkte und Bindestriche, höchstens 63 zwischen zwei Punkten und 253 insgesamt) noch eine IP-Adresse</translation>
    </message>
    <message>
        <source>{where}: port {port} is out of range (1 to 65535)</source>
        <translation>{where}: Port {port} liegt außerhalb des Bereichs (1 bis 65535)</translation>
    </message>
    <message>
        <source>[settings] unknown settings: {names}</source>
        <translation>[settings] unbekannte Einstellungen: {names}</translation>
    </message>
    <message>
        <source>[station] unknown keys: {names}</source>
        <translation>[station] unbekannte Schlüssel: {names}</translation>
    </message>
    <message>
        <source>{problem}. The station keeps its log locally until this is fixed.</source>
        <translation>{problem}. Bis zur Korrektur führt die Station ihr Protokoll nur lokal.</translation>
    </message>
    <message>
        <source>[settings] {key} must be true or false, not {value}</source>
        <translation>[settings] {key} muss true oder false sein, nicht {value}</translation>
    </message>
    <message>
        <source>it types into the words</source>
        <translation>die Taste schreibt in die Worteingabe</translation>
    </message>
    <message>
        <source>it is not a key the station knows</source>
        <translation>die Station kennt diese Taste nicht</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} cannot judge ({why}); choose one of: {keys}</source>
        <translation>[settings] judge_key {key} kann nicht prüfen ({why}); eine davon wählen: {keys}</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} is not a key that cannot type; choose one of: {keys}, or "" for none</source>
        <translation>[settings] word_judge_key {key} ist keine Taste ohne Texteingabe; eine davon wählen: {keys}, oder "" für keine</translation>
    </message>
    <message>
        <source>[settings] receipt_prefix {value} must be 1 to 3 of the letters {letters} (no I, L, O, S or Z, which read as digits on a slip)</source>
        <translation>[settings] receipt_prefix {value} muss aus 1 bis 3 der Buchstaben {letters} bestehen (kein I, L, O, S oder Z: Auf einem Zettel liest man sie als Ziffern)</translation>
    </message>
    <message>
        <source>{problem}. The station uses the default ({default}) until this is fixed; judging is not affected.</source>
        <translation>{problem}. Bis zur Korrektur verwendet die Station den Standardwert ({default}); die Prüfung ist davon nicht betroffen.</translation>
    </message>
    <message>
        <source>letters derived from the station's id</source>
        <translation>aus der Kennung der Station abgeleitete Buchstaben</translation>
    </message>
    <message>
        <source>no credit line</source>
        <translation>keine Quellenangabe</translation>
    </message>
    <message>
        <source>{where} must be a [[profiles]] table</source>
        <translation>{where} muss eine [[profiles]]-Tabelle sein</translation>
    </message>
    <message>
        <source>{where}: unknown keys: {names}</source>
        <translation>{where}: unbekannte Schlüssel: {names}</translation>
    </message>
    <message>
        <source>{where} needs a name</source>
        <translation>{where} braucht einen Namen</translation>
    </message>
    <message>
        <source>{where}: unknown challenge rule {rule}; choose one of: {rules}</source>
        <translation>{where}: unbekannte Anzweifel-Regel {rule}; eine davon wählen: {rules}</translation>
    </message>
    <message>
        <source>{where}: colour must look like #2f6fdb, not {colour}</source>
        <translation>{where}: colour muss die Form #2f6fdb haben, nicht {colour}</translation>
    </message>
    <message>
        <source>{where} needs a lexicon</source>
        <translation>{where} braucht eine Wortliste</translation>
    </message>
    <message>
        <source>{where}: fingerprint must be the 64 lowercase hex digits `lexicon-build info` prints, not {value}</source>
        <translation>{where}: fingerprint muss aus den 64 hexadezimalen Kleinbuchstaben-Ziffern bestehen, die `lexicon-build info` ausgibt, nicht {value}</translation>
    </message>
    <message>
        <source>{where}: lexicon {lexicon} is a lexicon name, not a path</source>
        <translation>{where}: lexicon {lexicon} muss der Name einer Wortliste sein, kein Pfad</translation>
    </message>
    <message>
        <source>{where}: {key} must be true or false, not {value}</source>
        <translation>{where}: {key} muss true oder false sein, nicht {value}</translation>
    </message>
    <message>
        <source>{where}: second_opinion_shown must be "director" (the log and director mode only) or "players", not {value}</source>
        <translation>{where}: second_opinion_shown muss "director" (nur Protokoll und Leitungsmodus) oder "players" sein, nicht {value}</translation>
    </message>
    <message>
        <source>[station] and [settings] must be tables</source>
        <translation>[station] und [settings] müssen Tabellen sein</translation>
    </message>
    <message>
        <source>profiles must be written as [[profiles]] tables</source>
        <translation>Profile müssen als [[profiles]]-Tabellen geschrieben sein</translation>
    </message>
    <message>
        <source>two profiles have the same name</source>
        <translation>zwei Profile haben denselben Namen</translation>
    </message>
    <message>
        <source>at most {most} profiles (F1 to F{most}: F12 marks the out play)</source>
        <translation>höchstens {most} Profile (F1 bis F{most}: F12 markiert den Schlusszug)</translation>
    </message>
    <message>
        <source>unknown sections: {names}</source>
        <translation>unbekannte Abschnitte: {names}</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} chooses profile {profile}; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} wählt Profil {profile}; eine andere Prüftaste wählen (üblich ist Tab)</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} already marks the out play; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} markiert schon den Schlusszug; wählen Sie eine andere Prüftaste (üblich ist Tab)</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already judges</source>
        <translation>[settings] word_judge_key {key} ist schon die Prüftaste</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already marks the out play</source>
        <translation>[settings] word_judge_key {key} markiert schon den Schlusszug</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already chooses profile {number}</source>
        <translation>[settings] word_judge_key {key} wählt schon Profil {number}</translation>
    </message>
    <message>
        <source>{problem}; choose another key, or "" for none</source>
        <translation>{problem}; eine andere Taste wählen oder "" für keine</translation>
    </message>
    <message>
        <source>{problem}: the station has no word-judge key until this is fixed.</source>
        <translation>{problem}: Bis zur Korrektur hat die Station keine Taste für den Schiedsrichter.</translation>
    </message>
    <message>
        <source>[director] must be a table</source>
        <translation>[director] muss eine Tabelle sein</translation>
    </message>
    <message>
        <source>[director] unknown keys: {names}</source>
        <translation>[director] unbekannte Schlüssel: {names}</translation>
    </message>
    <message>
        <source>[director] pin_hash must be text</source>
        <translation>[director] pin_hash muss Text sein</translation>
    </message>
    <message>
        <source>[director] pin_hash is not a PIN hash written by the station; set the PIN again with: challenge-kiosk director set-pin</source>
        <translation>[director] pin_hash ist kein von der Station geschriebener PIN-Hash; PIN neu festlegen mit: challenge-kiosk director set-pin</translation>
    </message>
    <message>
        <source>{file} is a folder, not a settings file</source>
        <translation>{file} ist ein Ordner, keine Einstellungsdatei</translation>
    </message>
    <message>
        <source>{file} cannot be read: {why}</source>
        <translation>{file} kann nicht gelesen werden: {why}</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes: not a station file</source>
        <translation>{file} ist größer als {limit} Bytes: keine Stationsdatei</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text ({why})</source>
        <translation>{file} ist kein UTF-8-Text ({why})</translation>
    </message>
    <message>
        <source>{file} is not valid TOML: {why}</source>
        <translation>{file} ist kein gültiges TOML: {why}</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no settings and no profiles</source>
        <translation>{file} ist leer: Die Datei enthält keine Einstellungen und keine Profile</translation>
    </message>
    <message>
        <source>{file} cannot be updated until it is fixed: {why}</source>
        <translation>{file} kann erst nach der Korrektur aktualisiert werden: {why}</translation>
    </message>
    <message>
        <source>{file} cannot be written: {why}</source>
        <translation>{file} kann nicht geschrieben werden: {why}</translation>
    </message>
</context>
<context>
    <name>Consequence</name>
    <message>
        <source>The play comes off the board and scores zero. The challenged player loses the turn.</source>
        <translation>Der Zug wird zurückgenommen und zählt 0 Punkte. Der Angezweifelte verliert seinen Zug.</translation>
    </message>
    <message>
        <source>The play stands. This was the play that ended the game: there is no penalty for challenging it.</source>
        <translation>Der Zug bleibt liegen. Es war der Schlusszug: Anzweifeln bleibt straffrei.</translation>
    </message>
    <message>
        <source>The play stands. The challenger loses the turn.</source>
        <translation>Der Zug bleibt liegen. Der Anzweifelnde verliert seinen Zug.</translation>
    </message>
    <message>
        <source>The play stands. No penalty: the challenger does not lose the turn.</source>
        <translation>Der Zug bleibt liegen. Keine Strafe: Der Anzweifelnde verliert keinen Zug.</translation>
    </message>
</context>
<context>
    <name>DirectorMode</name>
    <message>
        <source>Something unexpected happened and was recorded: {error}</source>
        <translation>Unerwarteter Fehler (protokolliert): {error}</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Unerwarteter Fehler</translation>
    </message>
    <message>
        <source>Exit the kiosk now? Players cannot use it.</source>
        <translation>Kiosk jetzt beenden? Spieler können ihn dann nicht nutzen.</translation>
    </message>
    <message>
        <source>Exit kiosk</source>
        <translation>Kiosk beenden</translation>
    </message>
    <message>
        <source>Not exited</source>
        <translation>Nicht beendet</translation>
    </message>
    <message>
        <source>The audit log cannot record the exit.</source>
        <translation>Das Protokoll kann das Beenden nicht erfassen.</translation>
    </message>
</context>
<context>
    <name>DirectorPanel</name>
    <message>
        <source>Leaves by itself after 2 minutes without input.</source>
        <translation>Schließt sich nach 2 Minuten ohne Eingabe selbst.</translation>
    </message>
    <message>
        <source>Back to the station</source>
        <translation>Zurück zur Station</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Annehmen: ich gehe hin</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: see the station screen for the reason.</source>
        <translation>Das Protokoll lässt sich nicht öffnen: Grund siehe Stationsanzeige.</translation>
    </message>
    <message>
        <source>Profiles and rules</source>
        <translation>Profile und Regeln</translation>
    </message>
    <message>
        <source>Lexicons</source>
        <translation>Wortlisten</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Protokoll</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Nicht protokolliert</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Beenden</translation>
    </message>
    <message>
        <source>Director mode · Station {station}</source>
        <translation>Leitungsmodus · Station {station}</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) shown while the log could not record them: see the 'Not recorded' tab.</source>
        <translation>
            <numerusform>%n Ergebnis angezeigt, das nicht protokolliert werden konnte: siehe Reiter „Nicht protokolliert“.</numerusform>
            <numerusform>%n Ergebnisse angezeigt, die nicht protokolliert werden konnten: siehe Reiter „Nicht protokolliert“.</numerusform>
        </translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>Players called a word judge at {time} ({where}).</source>
        <translation>Spieler haben um {time} einen Schiedsrichter gerufen ({where}).</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>keine Gruppe gewählt</translation>
    </message>
</context>
<context>
    <name>DirectorService</name>
    <message>
        <source>No central log is set: this station keeps its log only locally.</source>
        <translation>Kein zentrales Protokoll eingestellt: Diese Station führt ihr Protokoll nur lokal.</translation>
    </message>
    <message>
        <source>Not usable: {why}</source>
        <translation>Nicht nutzbar: {why}</translation>
    </message>
    <message>
        <source>Not a database address: {why}</source>
        <translation>Keine Datenbankadresse: {why}</translation>
    </message>
    <message>
        <source>This station cannot talk to that kind of database: {why}</source>
        <translation>Mit dieser Art Datenbank kann die Station nicht arbeiten: {why}</translation>
    </message>
    <message>
        <source>The central log did not answer: {why}</source>
        <translation>Das zentrale Protokoll hat nicht geantwortet: {why}</translation>
    </message>
    <message>
        <source>Connected to the central log.</source>
        <translation>Mit dem zentralen Protokoll verbunden.</translation>
    </message>
    <message>
        <source>{why}. Nothing was changed.</source>
        <translation>{why}. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>Profile {profile}: {problem}. Nothing was changed.</source>
        <translation>Profil {profile}: {problem}. Nichts wurde geändert.</translation>
    </message>
    <message>
        <source>the station file could not be written: {why}</source>
        <translation>die Stationsdatei konnte nicht geschrieben werden: {why}</translation>
    </message>
    <message>
        <source>not changed: the audit log cannot record it ({why})</source>
        <translation>nicht geändert: Das Protokoll kann es nicht erfassen ({why})</translation>
    </message>
    <message>
        <source>no earlier good station file was kept on this station</source>
        <translation>auf dieser Station ist keine frühere fehlerfreie Stationsdatei vorhanden</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Abgelehnt: {why}</translation>
    </message>
    <message>
        <source>Refused: {why} (the refusal could not be recorded in the audit log: {problem})</source>
        <translation>Abgelehnt: {why} (die Ablehnung konnte nicht protokolliert werden: {problem})</translation>
    </message>
    <message>
        <source>the name {name} is reserved for the built-in lexicon</source>
        <translation>der Name {name} ist der eingebauten Wortliste vorbehalten</translation>
    </message>
    <message>
        <source>a different lexicon called {name} is installed ({fingerprint}); remove it first or give this one another name</source>
        <translation>eine andere Wortliste namens {name} ist installiert ({fingerprint}); diese zuerst entfernen oder der neuen einen anderen Namen geben</translation>
    </message>
    <message>
        <source>not installed: {target} cannot be written ({why})</source>
        <translation>nicht installiert: {target} kann nicht geschrieben werden ({why})</translation>
    </message>
    <message>
        <source>not installed: the audit log cannot record it ({why})</source>
        <translation>nicht installiert: Das Protokoll kann es nicht erfassen ({why})</translation>
    </message>
    <message>
        <source>{name} is in use by: {profiles}. Switch them first.</source>
        <translation>{name} wird verwendet von: {profiles}. Diese zuerst umstellen.</translation>
    </message>
    <message>
        <source>the built-in ENABLE lexicon cannot be removed</source>
        <translation>die eingebaute Wortliste ENABLE kann nicht entfernt werden</translation>
    </message>
    <message>
        <source>not removed: the audit log cannot record it ({why})</source>
        <translation>nicht entfernt: Das Protokoll kann es nicht erfassen ({why})</translation>
    </message>
    <message>
        <source>the audit log is not open: nothing can be added yet</source>
        <translation>das Protokoll ist nicht geöffnet: Noch kann nichts hinzugefügt werden</translation>
    </message>
    <message>
        <source>the waiting verdicts cannot be read or moved: {why}</source>
        <translation>die wartenden Ergebnisse können nicht gelesen oder verschoben werden: {why}</translation>
    </message>
</context>
<context>
    <name>ExitTab</name>
    <message>
        <source>Exit the kiosk to reach the computer's desktop. The exit is recorded in the audit log. Players cannot use this station until it is started again.</source>
        <translation>Kiosk beenden, um zum Desktop des Computers zu gelangen. Das Beenden wird protokolliert. Spieler können diese Station erst nach einem Neustart wieder nutzen.</translation>
    </message>
    <message>
        <source>Exit kiosk…</source>
        <translation>Kiosk beenden…</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>From</source>
        <comment>the first day shown</comment>
        <translation>Von</translation>
    </message>
    <message>
        <source>to</source>
        <comment>the last day shown</comment>
        <translation>bis</translation>
    </message>
    <message>
        <source>Any</source>
        <comment>any verdict</comment>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <source>Unacceptable</source>
        <translation>Unzulässig</translation>
    </message>
    <message>
        <source>All</source>
        <comment>records of every kind</comment>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Ereignisse</translation>
    </message>
    <message>
        <source>Flagged only</source>
        <translation>Nur markierte</translation>
    </message>
    <message>
        <source>words typed</source>
        <translation>getippte Wörter</translation>
    </message>
    <message>
        <source>Kind:</source>
        <comment>the kind of audit record</comment>
        <translation>Art:</translation>
    </message>
    <message>
        <source>Station:</source>
        <translation>Station:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>Lexicon:</source>
        <translation>Wortliste:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Ergebnis:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Suche:</translation>
    </message>
    <message>
        <source>Any station</source>
        <translation>Alle Stationen</translation>
    </message>
    <message>
        <source>Any profile</source>
        <translation>Alle Profile</translation>
    </message>
    <message>
        <source>Any lexicon</source>
        <translation>Alle Wortlisten</translation>
    </message>
</context>
<context>
    <name>Fleet</name>
    <message>
        <source>heartbeat body unreadable ({reason})</source>
        <translation>Inhalt des Lebenszeichens unlesbar ({reason})</translation>
    </message>
    <message>
        <source>{count} characters, more than {most}</source>
        <translation>{count} Zeichen, mehr als {most}</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>cannot judge</source>
        <translation>kann nicht prüfen</translation>
    </message>
    <message>
        <source>a division cannot judge</source>
        <translation>eine Gruppe kann nicht prüfen</translation>
    </message>
    <message>
        <source>its central copy differs</source>
        <translation>zentrale Kopie weicht ab</translation>
    </message>
    <message>
        <source>not signed yet</source>
        <translation>noch nicht signiert</translation>
    </message>
    <message>
        <source>signed up to record {seq}</source>
        <translation>signiert bis Eintrag {seq}</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: {division} expects {lexicon} ({fingerprint}, %n word(s))</source>
        <translation>
            <numerusform>Abweichung: {division} erwartet {lexicon} ({fingerprint}, %n Wort)</numerusform>
            <numerusform>Abweichung: {division} erwartet {lexicon} ({fingerprint}, %n Wörter)</numerusform>
        </translation>
    </message>
    <message>
        <source>mismatch: {division} expects {lexicon} ({fingerprint})</source>
        <translation>Abweichung: {division} erwartet {lexicon} ({fingerprint})</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: %n adjudication(s) in {division} with {lexicon} ({fingerprint}); {source} says {wanted} ({wanted_fingerprint})</source>
        <translation>
            <numerusform>Abweichung: %n Prüfung in {division} mit {lexicon} ({fingerprint}); {source} sieht {wanted} vor ({wanted_fingerprint})</numerusform>
            <numerusform>Abweichung: %n Prüfungen in {division} mit {lexicon} ({fingerprint}); {source} sieht {wanted} vor ({wanted_fingerprint})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no heartbeat: known from its records (%n adjudication(s))</source>
        <translation>
            <numerusform>kein Lebenszeichen: bekannt aus ihren Einträgen (%n Prüfung)</numerusform>
            <numerusform>kein Lebenszeichen: bekannt aus ihren Einträgen (%n Prüfungen)</numerusform>
        </translation>
    </message>
    <message>
        <source>forged heartbeat at {time} ({why}): ignored, the card shows the station's own</source>
        <translation>gefälschtes Lebenszeichen um {time} ({why}): ignoriert, die Karte zeigt das der Station</translation>
    </message>
    <message>
        <source>heartbeat not verified: no signed chain head of this station yet</source>
        <translation>Lebenszeichen nicht geprüft: noch kein signiertes Kettenende dieser Station</translation>
    </message>
    <message>
        <source>on the plan's roster; nothing received from it</source>
        <translation>auf der Liste des Plans; nichts von ihr empfangen</translation>
    </message>
    <message>
        <source>last record: {kind}</source>
        <translation>letzter Eintrag: {kind}</translation>
    </message>
    <message>
        <source>clock {count} min fast</source>
        <translation>Uhr {count} Min. vor</translation>
    </message>
    <message>
        <source>clock {count} min slow</source>
        <translation>Uhr {count} Min. nach</translation>
    </message>
    <message>
        <source>clock {count} s fast</source>
        <translation>Uhr {count} s vor</translation>
    </message>
    <message>
        <source>clock {count} s slow</source>
        <translation>Uhr {count} s nach</translation>
    </message>
    <message>
        <source>{station}: {problem}</source>
        <translation>{station}: {problem}</translation>
    </message>
    <message>
        <source>mismatch: {what} has {kinds} word lists; this one is at {alike} of {stations} stations (another at {others})</source>
        <translation>Abweichung: {what} hat {kinds} verschiedene Wortlisten; diese auf {alike} von {stations} Stationen (eine andere auf: {others})</translation>
    </message>
    <message>
        <source>unreadable record</source>
        <translation>unlesbarer Eintrag</translation>
    </message>
    <message>
        <source>NOT RECORDED at the time (added later)</source>
        <translation>DAMALS NICHT PROTOKOLLIERT (nachträglich aufgenommen)</translation>
    </message>
    <message>
        <source>possible split lookup</source>
        <translation>mögliche getrennte Prüfung</translation>
    </message>
    <message>
        <source>ruling: {title}</source>
        <translation>Entscheidung: {title}</translation>
    </message>
    <message>
        <source>earlier: {receipt}</source>
        <translation>vorher: {receipt}</translation>
    </message>
    <message>
        <source>earlier: {receipt}, {seconds} s before</source>
        <translation>vorher: {receipt}, {seconds} s zuvor</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>Nr. {seq}</translation>
    </message>
    <message>
        <source>{summary}. {note}</source>
        <translation>{summary}. {note}</translation>
    </message>
    <message>
        <source>clock jump: {what}</source>
        <translation>Uhrsprung: {what}</translation>
    </message>
    <message>
        <source>game joined after the event</source>
        <translation>Partie nach dem Turnier zugeordnet</translation>
    </message>
    <message>
        <source>The central log has no fleet tables yet ({error}): start a station that uses it, or run 'challenge-kiosk fleet expect' with the owner's address, to bring it up to date.</source>
        <translation>Das zentrale Protokoll hat noch keine Tabellen für die Übersicht ({error}): Zum Aktualisieren eine Station starten, die es nutzt, oder „challenge-kiosk fleet expect“ mit der Adresse des Datenbank-Eigentümers ausführen.</translation>
    </message>
    <message>
        <source>The central log cannot be read: {error}</source>
        <translation>Das zentrale Protokoll kann nicht gelesen werden: {error}</translation>
    </message>
    <message>
        <source>The central log cannot be searched: {error}</source>
        <translation>Das zentrale Protokoll kann nicht durchsucht werden: {error}</translation>
    </message>
    <message>
        <source>No such record.</source>
        <translation>Eintrag nicht gefunden.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait a minute.</source>
        <translation>Zu viele falsche Passwörter: eine Minute warten.</translation>
    </message>
    <message>
        <source>That form is too large.</source>
        <translation>Das Formular ist zu groß.</translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation>Falsches Passwort.</translation>
    </message>
    <message>
        <source>{count} s ago</source>
        <translation>vor {count} s</translation>
    </message>
    <message>
        <source>{count} min ago</source>
        <translation>vor {count} min</translation>
    </message>
    <message>
        <source>That call is no longer open.</source>
        <translation>Dieser Ruf ist nicht mehr offen.</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements: start it with --ack-central (see docs/central-roles.sql), or acknowledge at the station.</source>
        <translation>Diese Seite kann keine Annahme speichern: starten Sie sie mit --ack-central (siehe docs/central-roles.sql) oder nehmen Sie den Ruf an der Station an.</translation>
    </message>
    <message>
        <source>The acknowledgement could not be recorded: {error}. Go to the station.</source>
        <translation>Die Annahme konnte nicht gespeichert werden: {error}. Gehen Sie zur Station.</translation>
    </message>
    <message>
        <source>{whole}.{tenth} h ago</source>
        <translation>vor {whole},{tenth} h</translation>
    </message>
    <message>
        <source>No such export.</source>
        <translation>Diesen Export gibt es nicht.</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Übersicht</translation>
    </message>
    <message>
        <source>Challenge stations</source>
        <translation>Prüfstationen</translation>
    </message>
    <message>
        <source>Receipt code or word</source>
        <translation>Belegcode oder Wort</translation>
    </message>
    <message>
        <source>Search all stations</source>
        <translation>Alle Stationen durchsuchen</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suchen</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Spielername</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>Nach Spielername suchen</translation>
    </message>
    <message>
        <source>Find player</source>
        <translation>Spieler finden</translation>
    </message>
    <message>
        <source>Log out</source>
        <translation>Abmelden</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>offline</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>belegt</translation>
    </message>
    <message>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <source>director</source>
        <translation>Leitungsmodus</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>nicht bereit</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>kein Lebenszeichen</translation>
    </message>
    <message>
        <source>A player called a word judge</source>
        <translation>Ein Spieler hat einen Schiedsrichter gerufen</translation>
    </message>
    <message>
        <source>Station {station}</source>
        <translation>Station {station}</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>keine Gruppe gewählt</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>kein Tisch angegeben</translation>
    </message>
    <message>
        <source>called at {time}</source>
        <translation>gerufen um {time}</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Annehmen: ich gehe hin</translation>
    </message>
    <message>
        <source>Forged heartbeats (ignored) for: {stations}</source>
        <translation>Gefälschte Lebenszeichen (ignoriert) für: {stations}</translation>
    </message>
    <message>
        <source>Offline: {stations}</source>
        <translation>Offline: {stations}</translation>
    </message>
    <message>
        <source>On the plan's roster, never heard from: {stations}</source>
        <translation>Auf der Liste des Plans, nie gemeldet: {stations}</translation>
    </message>
    <message>
        <source>Recording without a heartbeat: {stations}</source>
        <translation>Zeichnen ohne Lebenszeichen auf: {stations}</translation>
    </message>
    <message>
        <source>Waiting for a director: {stations}</source>
        <translation>Warten auf die Turnierleitung: {stations}</translation>
    </message>
    <message>
        <source>Stations: {count}, online: {online}, busy: {busy}.</source>
        <translation>Stationen: {count}, online: {online}, belegt: {busy}.</translation>
    </message>
    <message>
        <source>Updated {time}; offline after {seconds} s without a heartbeat.</source>
        <translation>Aktualisiert {time}; offline nach {seconds} s ohne Lebenszeichen.</translation>
    </message>
    <message>
        <source>Event: {event} (chosen with --event).</source>
        <translation>Veranstaltung: {event} (gewählt mit --event).</translation>
    </message>
    <message>
        <source>Event: {event} (the first published).</source>
        <translation>Veranstaltung: {event} (die zuerst veröffentlichte).</translation>
    </message>
    <message>
        <source>Also published, not watched: {events} (choose with --event).</source>
        <translation>Ebenfalls veröffentlicht, nicht beobachtet: {events} (wählen mit --event).</translation>
    </message>
    <message>
        <source>Event plan: {event}, serial {serial}, from {time} (UTC).</source>
        <translation>Turnierplan: {event}, Nummer {serial}, ab {time} (UTC).</translation>
    </message>
    <message>
        <source>Plan {serial}: in force since {time}</source>
        <translation>Plan {serial}: gilt seit {time}</translation>
    </message>
    <message>
        <source>Plan {serial}: from {time} (in {minutes} min)</source>
        <translation>Plan {serial}: ab {time} (in {minutes} Min.)</translation>
    </message>
    <message>
        <source>Plan {serial}: ended</source>
        <translation>Plan {serial}: beendet</translation>
    </message>
    <message>
        <source>Plan {serial}: superseded</source>
        <translation>Plan {serial}: abgelöst</translation>
    </message>
    <message>
        <source>accepted by {accepted} of {stations} stations</source>
        <translation>angenommen von {accepted} von {stations} Stationen</translation>
    </message>
    <message>
        <source>{station} refused it ({reason})</source>
        <translation>{station} hat ihn abgelehnt ({reason})</translation>
    </message>
    <message>
        <source>{stations} not yet</source>
        <translation>{stations} noch nicht</translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation>Erwartet:</translation>
    </message>
    <message>
        <source>heartbeat {age}</source>
        <translation>Lebenszeichen {age}</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>relay backlog {count}</source>
        <translation>Weiterleitung: {count} wartend</translation>
    </message>
    <message>
        <source>last adjudication {time}</source>
        <translation>letzte Prüfung {time}</translation>
    </message>
    <message>
        <source>cannot judge: {problem}</source>
        <translation>kann nicht prüfen: {problem}</translation>
    </message>
    <message>
        <source>chain: {chain}</source>
        <translation>Kette: {chain}</translation>
    </message>
    <message>
        <source>No station has sent a heartbeat yet. Stations send one every 15 s once their central log address is set.</source>
        <translation>Noch hat keine Station ein Lebenszeichen gesendet. Stationen senden alle 15 s eines, sobald die Adresse ihres zentralen Protokolls eingestellt ist.</translation>
    </message>
    <message>
        <source>The same word, different verdicts</source>
        <translation>Dasselbe Wort, verschiedene Urteile</translation>
    </message>
    <message>
        <source>ACCEPTABLE at {where}</source>
        <translation>ZULÄSSIG bei {where}</translation>
    </message>
    <message>
        <source>UNACCEPTABLE at {where}</source>
        <translation>UNZULÄSSIG bei {where}</translation>
    </message>
    <message>
        <source>Disputes by division and table</source>
        <translation>Streitfälle nach Gruppe und Tisch</translation>
    </message>
    <message>
        <source>Flagged, newest first</source>
        <translation>Markiert, neueste zuerst</translation>
    </message>
    <message>
        <source>Player: {name}</source>
        <translation>Spieler: {name}</translation>
    </message>
    <message>
        <source>The players' names are still being read from the log: older records may be missing.</source>
        <translation>Die Spielernamen werden noch aus dem Protokoll gelesen: ältere Einträge können fehlen.</translation>
    </message>
    <message>
        <source>More than {count} records match, newest first.</source>
        <translation>Mehr als {count} Einträge passen, die neuesten zuerst.</translation>
    </message>
    <message>
        <source>Records that match: {count}, newest first.</source>
        <translation>Passende Einträge: {count}, die neuesten zuerst.</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Neueste</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Ältere</translation>
    </message>
    <message>
        <source>Nothing flagged.</source>
        <translation>Nichts markiert.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n Wort</numerusform>
            <numerusform>%n Wörter</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lexicon mismatch at %n station(s): {stations}</source>
        <translation>
            <numerusform>Abweichende Wortliste an %n Station: {stations}</numerusform>
            <numerusform>Abweichende Wortliste an %n Stationen: {stations}</numerusform>
        </translation>
    </message>
    <message>
        <source>Needs attention: {count}</source>
        <translation>Braucht Aufmerksamkeit: {count}</translation>
    </message>
    <message>
        <source>Healthy stations {first}–{last} of {count}</source>
        <translation>Stationen ohne Probleme {first}–{last} von {count}</translation>
    </message>
    <message>
        <source>Needs a ruling: judged with a superseded list after the plan's instant ({count})</source>
        <translation>Braucht eine Entscheidung: nach dem Zeitpunkt des Plans mit einer abgelösten Liste beurteilt ({count})</translation>
    </message>
    <message>
        <source>judged with {lexicon}; {plan} says {wanted}</source>
        <translation>mit {lexicon} beurteilt; {plan} sagt {wanted}</translation>
    </message>
    <message>
        <source>Look-ups to check against the pairings ({count})</source>
        <translation>Nachschlagungen, die mit den Paarungen zu prüfen sind ({count})</translation>
    </message>
    <message>
        <source>Download:</source>
        <translation>Herunterladen:</translation>
    </message>
    <message>
        <source>CSV</source>
        <translation>CSV</translation>
    </message>
    <message>
        <source>JSON</source>
        <translation>JSON</translation>
    </message>
    <message>
        <source>Round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <source>Latest adjudications</source>
        <translation>Letzte Prüfungen</translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation>Noch keine Prüfung.</translation>
    </message>
    <message>
        <source>Adjudications per hour ({count} in the last 12 hours)</source>
        <translation>Prüfungen pro Stunde ({count} in den letzten 12 Stunden)</translation>
    </message>
    <message>
        <source>Adjudications per hour</source>
        <translation>Prüfungen pro Stunde</translation>
    </message>
    <message>
        <source>Adjudications per hour and division</source>
        <translation>Prüfungen pro Stunde und Gruppe</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Prüfungen</translation>
    </message>
    <message>
        <source>Busiest stations</source>
        <translation>Meistgenutzte Stationen</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Noch keine.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Wird gezählt…</translation>
    </message>
    <message>
        <source>Director login</source>
        <translation>Anmeldung Turnierleitung</translation>
    </message>
    <message>
        <source>Head director</source>
        <translation>Hauptturnierleitung</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>Anmelden</translation>
    </message>
    <message>
        <source>The page lost its connection to the fleet server: the figures below may be old.</source>
        <translation>Die Seite hat die Verbindung zum Übersichts-Server verloren: Die Zahlen unten sind womöglich veraltet.</translation>
    </message>
    <message>
        <source>Click to enable the sound of calls</source>
        <translation>Klicken, um den Ton für Rufe einzuschalten</translation>
    </message>
    <message>
        <source>Your name, for acknowledgements:</source>
        <translation>Ihr Name, für Annahmen:</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements (no --ack-central): acknowledge at the station.</source>
        <translation>Diese Seite kann keine Annahme speichern (kein --ack-central): nehmen Sie den Ruf an der Station an.</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Eintrag</translation>
    </message>
    <message>
        <source>Search: {query}</source>
        <translation>Suche: {query}</translation>
    </message>
    <message>
        <source>Type a receipt code from a challenge slip (e.g. GK-0042) or a word.</source>
        <translation>Belegcode vom Zettel (z. B. GK-0042) oder ein Wort eingeben.</translation>
    </message>
    <message>
        <source>No record matches.</source>
        <translation>Kein passender Eintrag.</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>Schiedsrichter gerufen</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Runde {round} · Tisch {table} · {one} gegen {two}</translation>
    </message>
    <message>
        <source>{game} (joined after the event)</source>
        <translation>{game} (nach dem Turnier zugeordnet)</translation>
    </message>
    <message>
        <source>no game at Table {table} this round</source>
        <translation>keine Partie an Tisch {table} in dieser Runde</translation>
    </message>
    <message>
        <source>look-up from a table with no game this round</source>
        <translation>Nachschlagung von einem Tisch ohne Partie in dieser Runde</translation>
    </message>
    <message>
        <source>look-up from a game already scored</source>
        <translation>Nachschlagung zu einer schon eingetragenen Partie</translation>
    </message>
    <message>
        <source>{division} is rated {rating} in the pairings; judged with {lexicon}</source>
        <translation>{division} wird in den Paarungen nach {rating} gewertet; geprüft mit {lexicon}</translation>
    </message>
</context>
<context>
    <name>Health</name>
    <message>
        <source>Division {division}: {problem}</source>
        <translation>Gruppe {division}: {problem}</translation>
    </message>
    <message>
        <source>relay: {error}</source>
        <translation>Weiterleitung: {error}</translation>
    </message>
    <message>
        <source>relay stopped, {why}</source>
        <translation>Weiterleitung gestoppt, {why}</translation>
    </message>
</context>
<context>
    <name>Heartbeat</name>
    <message>
        <source>Fleet heartbeat: off (no central log set).</source>
        <translation>Lebenszeichen an die Übersicht: aus (kein zentrales Protokoll eingestellt).</translation>
    </message>
    <message>
        <source>Fleet heartbeat: the central log is unreachable. Last error: {error}</source>
        <translation>Lebenszeichen an die Übersicht: zentrales Protokoll nicht erreichbar. Letzter Fehler: {error}</translation>
    </message>
    <message>
        <source>Fleet heartbeat: connecting…</source>
        <translation>Lebenszeichen an die Übersicht: Verbindung wird aufgebaut…</translation>
    </message>
    <message>
        <source>Fleet heartbeat: sent {seconds} s ago.</source>
        <translation>Lebenszeichen an die Übersicht: vor {seconds} s gesendet.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Type the challenged words first, then press {key}.</source>
        <translation>Erst die angezweifelten Wörter eingeben, dann {key} drücken.</translation>
    </message>
    <message>
        <source>Correct the words marked in red, then press {key}.</source>
        <translation>Rot markierte Wörter korrigieren, dann {key} drücken.</translation>
    </message>
    <message>
        <source>Choose your division first: press {keys}.</source>
        <translation>Erst die Gruppe wählen: {keys} drücken.</translation>
    </message>
    <message>
        <source>NOT RECORDED: the director must acknowledge this verdict ({key}).</source>
        <translation>NICHT PROTOKOLLIERT: Turnierleitung muss das Ergebnis bestätigen ({key}).</translation>
    </message>
    <message>
        <source>{name} cannot be judged at this station now: call the director.</source>
        <translation>{name} kann hier gerade nicht geprüft werden: Turnierleitung rufen.</translation>
    </message>
    <message>
        <source>Type the table number (1 to {most}) with the digit keys, then press Enter.</source>
        <translation>Tischnummer (1 bis {most}) mit den Zifferntasten eingeben, dann Enter drücken.</translation>
    </message>
    <message>
        <source>Press 1 if this is your game, 0 if it is not.</source>
        <translation>1 drücken, wenn das Ihre Partie ist, sonst 0.</translation>
    </message>
    <message>
        <source>Press the number of your game ({keys}), or 0 if none of them is yours.</source>
        <translation>Die Nummer Ihrer Partie drücken ({keys}), oder 0, wenn keine davon Ihre ist.</translation>
    </message>
    <message>
        <source>Press a digit from 1 to {most}: how many words are challenged?</source>
        <translation>Ziffer 1 bis {most} drücken: Wie viele Wörter werden angezweifelt?</translation>
    </message>
    <message>
        <source>From now on {division} judges with {new} (it was {old}): the judge key judges with {new}.</source>
        <translation>Ab jetzt urteilt {division} mit {new} (bisher {old}): die Urteilstaste urteilt mit {new}.</translation>
    </message>
    <message>
        <source>Opening the audit log: the verdict follows in a moment.</source>
        <translation>Protokoll wird geöffnet: Das Ergebnis folgt gleich.</translation>
    </message>
    <message>
        <source>That is as much as the station takes: {limit} characters.</source>
        <translation>Mehr nimmt die Station nicht an: {limit} Zeichen.</translation>
    </message>
    <message>
        <source>{keys} or {last}</source>
        <translation>{keys} oder {last}</translation>
    </message>
    <message>
        <source>A table number has at most {digits} digits (1 to {most}): the {digit} after {typed} was not added.</source>
        <translation>Eine Tischnummer hat höchstens {digits} Ziffern (1 bis {most}): Die {digit} nach {typed} wurde nicht übernommen.</translation>
    </message>
</context>
<context>
    <name>LexiconBuild</name>
    <message>
        <source>longer than {most} letters, so not a word</source>
        <translation>länger als {most} Buchstaben, also kein Wort</translation>
    </message>
    <message>
        <source>  {file}:{line}: {text}: {reason}</source>
        <translation>  {file}:{line}: {text}: {reason}</translation>
    </message>
    <message>
        <source>{first}
{then}</source>
        <translation>{first}
{then}</translation>
    </message>
    <message>
        <source>{message}
{rejects}</source>
        <translation>{message}
{rejects}</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and {more} more</source>
        <translation>{message}
{rejects}
  ... und {more} weitere</translation>
    </message>
    <message>
        <source>{file}: the word lists hold more than {most} entries, more than a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>{file}: Die Quelldateien enthalten mehr als {most} Einträge, mehr als eine Wortliste fassen kann (die größten veröffentlichten Listen haben etwa 3 Millionen)</translation>
    </message>
    <message>
        <source>{file}: {why}</source>
        <translation>{file}: {why}</translation>
    </message>
    <message>
        <source>{file}: {why} (read as {format})</source>
        <translation>{file}: {why} (gelesen als {format})</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: {count}; fix them, or build with --skip-invalid to leave them out</source>
        <translation>Zeilen, die keine Wörter des Alphabets {alphabet} sind: {count}; korrigieren oder mit --skip-invalid erstellen, um sie auszulassen</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: more than {count}, so the build stopped reading; fix them, or build with --skip-invalid to leave them out (it reads every line and counts them)</source>
        <translation>Zeilen, die keine Wörter des Alphabets {alphabet} sind: mehr als {count}, daher wurde das Lesen abgebrochen; korrigieren oder mit --skip-invalid erstellen, um sie auszulassen (dann wird jede Zeile gelesen und gezählt)</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines</source>
        <translation>{message}
{rejects}
  ... und weitere: nach {count} fehlerhaften Zeilen abgebrochen</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? try --alphabet {alphabet}</source>
        <translation>{message}
{rejects}
  ... und weitere: nach {count} fehlerhaften Zeilen abgebrochen; ist die Liste in einem anderen Alphabet? Versuchen Sie --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? every line read is a word of {alphabets} (--alphabet NAME)</source>
        <translation>{message}
{rejects}
  ... und weitere: nach {count} fehlerhaften Zeilen abgebrochen; ist die Liste in einem anderen Alphabet? Jede gelesene Zeile ist ein Wort von {alphabets} (--alphabet NAME)</translation>
    </message>
    <message>
        <source>no words found in the input</source>
        <translation>keine Wörter in den Quelldateien gefunden</translation>
    </message>
    <message>
        <source>no words found in the input ({skipped} longer than {board} letters left out)</source>
        <translation>keine Wörter in den Quelldateien gefunden ({skipped} mit mehr als {board} Buchstaben ausgelassen)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words, not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>die Quelldateien enthalten {listed} Wörter statt der erwarteten {expected}; prüfen, ob es die richtigen Dateien sind (nichts wurde geschrieben)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words ({skipped} longer than {board} letters left out), not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>die Quelldateien enthalten {listed} Wörter ({skipped} mit mehr als {board} Buchstaben ausgelassen) statt der erwarteten {expected}; prüfen, ob es die richtigen Dateien sind (nichts wurde geschrieben)</translation>
    </message>
    <message>
        <source>unknown input format {name}; known: {known}</source>
        <translation>unbekanntes Eingabeformat {name}; bekannt: {known}</translation>
    </message>
    <message>
        <source>the file is in no known word-list format</source>
        <translation>die Datei hat kein bekanntes Wortlisten-Format</translation>
    </message>
    <message>
        <source>the word graph ends in the middle of a node ({stray} stray bytes); the file is truncated or damaged</source>
        <translation>der Wortgraph endet mitten in einem Knoten ({stray} überzählige Bytes); die Datei ist abgeschnitten oder beschädigt</translation>
    </message>
    <message>
        <source>the file is too short to be a Quackle lexicon (truncated?)</source>
        <translation>die Datei ist zu kurz für eine Quackle-Wortliste (abgeschnitten?)</translation>
    </message>
    <message>
        <source>Quackle lexicon format version {version} is not supported (only version 1)</source>
        <translation>Version {version} des Quackle-Formats wird nicht unterstützt (nur Version 1)</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is unreadable; the file is damaged or not a Quackle lexicon</source>
        <translation>Buchstabe {number} im Alphabet der Datei ist unlesbar; die Datei ist beschädigt oder keine Quackle-Wortliste</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is not UTF-8 text; the file is damaged</source>
        <translation>Buchstabe {number} im Alphabet der Datei ist kein UTF-8-Text; die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the file has no word graph; it is truncated</source>
        <translation>die Datei hat keinen Wortgraphen; sie ist abgeschnitten</translation>
    </message>
    <message>
        <source>the header says {count} words but the word graph holds {found}; the file is damaged</source>
        <translation>laut Dateikopf {count} Wörter, der Wortgraph enthält aber {found}; die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>its checksum does not match its words (the hash in its header is not that of the word list it holds); the file is damaged</source>
        <translation>die Prüfsumme passt nicht zu den Wörtern (der Hash im Dateikopf gehört nicht zu den enthaltenen Wörtern); die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the word graph uses letter number {number}, but the file's alphabet has only {count} letters; the file is damaged</source>
        <translation>der Wortgraph verwendet Buchstabe Nr. {number}, das Alphabet der Datei hat aber nur {count} Buchstaben; die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>its alphabet names the tile {tile} twice ("{first}" and "{second}"); the file is damaged</source>
        <translation>das Alphabet der Datei nennt den Spielstein {tile} doppelt („{first}“ und „{second}“); die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>its words use {letters}, which is not a tile of the {alphabet} alphabet; {hint}</source>
        <translation>die Wörter enthalten {letters}, was kein Spielstein des Alphabets {alphabet} ist; {hint}</translation>
    </message>
    <message>
        <source>its words use {letters}, which are not tiles of the {alphabet} alphabet; {hint}</source>
        <translation>die Wörter enthalten {letters}, die keine Spielsteine des Alphabets {alphabet} sind; {hint}</translation>
    </message>
    <message>
        <source>build with --alphabet {alphabet}</source>
        <translation>mit --alphabet {alphabet} erstellen</translation>
    </message>
    <message>
        <source>build with the --alphabet it was made for ({alphabets} fit)</source>
        <translation>mit dem --alphabet erstellen, für das die Datei gemacht wurde (passend: {alphabets})</translation>
    </message>
    <message>
        <source>no shipped alphabet has all of its letters</source>
        <translation>kein mitgeliefertes Alphabet enthält alle ihre Buchstaben</translation>
    </message>
    <message>
        <source>the file's length is not a whole number of 4-byte nodes; it is truncated or not a .kwg file</source>
        <translation>die Dateilänge ist kein Vielfaches der Knotengröße (4 Byte); die Datei ist abgeschnitten oder keine .kwg-Datei</translation>
    </message>
    <message>
        <source>node 0 is not a word graph header; the file is damaged or not a .kwg file</source>
        <translation>Knoten 0 ist kein Kopf eines Wortgraphen; die Datei ist beschädigt oder keine .kwg-Datei</translation>
    </message>
    <message>
        <source>tile {tile} does not exist in the {alphabet} alphabet ({count} tiles); choose the alphabet this file was built with (--alphabet)</source>
        <translation>Spielstein {tile} gibt es im Alphabet {alphabet} nicht ({count} verschiedene Spielsteine); das Alphabet wählen, mit dem die Datei erstellt wurde (--alphabet)</translation>
    </message>
    <message>
        <source>a word of the word graph holds tile 0 (the GADDAG separator); the file is damaged</source>
        <translation>ein Wort im Wortgraphen enthält Spielstein 0 (das GADDAG-Trennzeichen); die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>it has {lines} lines, more than the {most} words a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>hat {lines} Zeilen, mehr als die {most} Wörter, die eine Wortliste fassen kann (die größten veröffentlichten Listen haben etwa 3 Millionen)</translation>
    </message>
    <message>
        <source>line {line} is not UTF-8 text; save the list as UTF-8 and build again</source>
        <translation>Zeile {line} ist kein UTF-8-Text; die Liste als UTF-8 speichern und neu erstellen</translation>
    </message>
    <message>
        <source>the first letters are at node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>die Anfangsbuchstaben liegen bei Knoten {node}, die Datei hat aber nur {count} Knoten; die Datei ist beschädigt oder abgeschnitten</translation>
    </message>
    <message>
        <source>node {node} refers to node {target}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>Knoten {node} verweist auf Knoten {target}, die Datei hat aber nur {count} Knoten; die Datei ist beschädigt oder abgeschnitten</translation>
    </message>
    <message>
        <source>the word graph leads back to node {node} (it loops); the file is damaged</source>
        <translation>der Wortgraph führt zurück zu Knoten {node} (Schleife); die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the group of letters at node {node} runs past the end of the file (no last letter); the file is damaged or truncated</source>
        <translation>die Buchstabengruppe bei Knoten {node} reicht über das Dateiende hinaus (kein letzter Buchstabe); die Datei ist beschädigt oder abgeschnitten</translation>
    </message>
    <message>
        <source>the letters at node {node} lead back to node {target} (the word graph loops); the file is damaged</source>
        <translation>die Buchstaben bei Knoten {node} führen zurück zu Knoten {target} (Schleife im Wortgraphen); die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>node {node} neither ends a word nor leads to more letters; the file is damaged</source>
        <translation>Knoten {node} beendet kein Wort und führt zu keinen weiteren Buchstaben; die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the letters of nodes {first} to {last} are not in order; the file is damaged</source>
        <translation>die Buchstaben der Knoten {first} bis {last} sind nicht sortiert; die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the word graph holds a word longer than {most} letters; the file is damaged or not a word list</source>
        <translation>der Wortgraph enthält ein Wort mit mehr als {most} Buchstaben; die Datei ist beschädigt oder keine Wortliste</translation>
    </message>
    <message>
        <source>the word graph holds more than {most} words, more than a word list may hold; the file is damaged</source>
        <translation>der Wortgraph enthält mehr als {most} Wörter, mehr als eine Wortliste fassen kann; die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the word graph holds more words than the {count} its header states; the file is damaged</source>
        <translation>der Wortgraph enthält mehr Wörter als die {count} laut Dateikopf; die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>node {node} leads back into its own word (the word graph loops); the file is damaged</source>
        <translation>Knoten {node} führt in sein eigenes Wort zurück (Schleife im Wortgraphen); die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>the word graph refers to node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>der Wortgraph verweist auf Knoten {node}, die Datei hat aber nur {count} Knoten; die Datei ist beschädigt oder abgeschnitten</translation>
    </message>
    <message>
        <source>{file}: is {size}, more than the {limit} a word list may be; is it the right file?</source>
        <translation>{file}: ist {size} groß, mehr als die {limit}, die eine Quelldatei haben darf; ist es die richtige Datei?</translation>
    </message>
    <message>
        <source>over {limit}</source>
        <translation>über {limit}</translation>
    </message>
    <message>
        <source>{file}: file not found</source>
        <translation>{file}: Datei nicht gefunden</translation>
    </message>
    <message>
        <source>{file}: is a folder, not a word list</source>
        <translation>{file}: ist ein Ordner, keine Quelldatei</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({why})</source>
        <translation>{file}: nicht lesbar ({why})</translation>
    </message>
    <message>
        <source>{file}: is not a regular file (a device, pipe or socket); give a word-list file</source>
        <translation>{file}: ist keine normale Datei (sondern ein Gerät, eine Pipe oder ein Socket); eine Quelldatei angeben</translation>
    </message>
    <message>
        <source>{file}: unpacks to more than {limit}, more than a word list may be; it is not a word list (or is a gzip bomb)</source>
        <translation>{file}: ist entpackt größer als {limit}, mehr als eine Quelldatei haben darf; das ist keine Wortliste (oder eine gzip-Bombe)</translation>
    </message>
    <message>
        <source>{file}: damaged gzip file ({why})</source>
        <translation>{file}: beschädigte gzip-Datei ({why})</translation>
    </message>
</context>
<context>
    <name>Lexicons</name>
    <message>
        <source>no lexicon called {name} is installed on this station</source>
        <translation>auf dieser Station ist keine Wortliste namens {name} installiert</translation>
    </message>
    <message>
        <source>the list {name} with fingerprint {fingerprint} is not installed on this station</source>
        <translation>die Liste {name} mit dem Fingerabdruck {fingerprint} ist auf dieser Station nicht installiert</translation>
    </message>
    <message>
        <source>two lexicon files are called {name} with different word lists ({first}, {second}): remove the wrong one</source>
        <translation>zwei Lexikondateien heißen {name}, mit verschiedenen Wortlisten ({first}, {second}): entfernen Sie die falsche</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>Datei nicht gefunden</translation>
    </message>
    <message>
        <source>is a folder, not a lexicon file</source>
        <translation>ist ein Ordner, keine Wortlisten-Datei</translation>
    </message>
    <message>
        <source>cannot be read ({why})</source>
        <translation>nicht lesbar ({why})</translation>
    </message>
    <message>
        <source>is larger than {limit} MB: not a lexicon file</source>
        <translation>ist größer als {limit} MB: keine Lexikondatei</translation>
    </message>
    <message>
        <source>checksum mismatch: the file is damaged or was altered; do not use it</source>
        <translation>Prüfsumme stimmt nicht: Die Datei ist beschädigt oder wurde verändert; nicht verwenden</translation>
    </message>
    <message>
        <source>{why}; do not use this file</source>
        <translation>{why}; diese Datei nicht verwenden</translation>
    </message>
    <message>
        <source>the file was altered; do not use it</source>
        <translation>die Datei wurde verändert; nicht verwenden</translation>
    </message>
    <message>
        <source>its word graph does not match the digest in its header: {altered}</source>
        <translation>Wortgraph passt nicht zum Prüfwert im Dateikopf: {altered}</translation>
    </message>
    <message>
        <source>word graph is unreadable ({why})</source>
        <translation>Wortgraph ist unlesbar ({why})</translation>
    </message>
    <message>
        <source>holds {found} words but its header says {count}</source>
        <translation>enthält {found} Wörter, laut Dateikopf aber {count}</translation>
    </message>
    <message>
        <source>holds no words; do not use it</source>
        <translation>enthält keine Wörter; nicht verwenden</translation>
    </message>
    <message>
        <source>its words do not match its fingerprint: {altered}</source>
        <translation>Wörter passen nicht zum Fingerabdruck: {altered}</translation>
    </message>
    <message>
        <source>its words are {shortest}-{longest} letters long but its header says {least}-{most}: {altered}</source>
        <translation>Wörter sind {shortest}-{longest} Buchstaben lang, laut Dateikopf aber {least}-{most}: {altered}</translation>
    </message>
    <message>
        <source>header is unreadable; the file is damaged</source>
        <translation>Dateikopf ist unlesbar; die Datei ist beschädigt</translation>
    </message>
    <message>
        <source>made by a newer lexicon-build (format {version}); update this station's software</source>
        <translation>mit neuerem lexicon-build erstellt (Format {version}); Software dieser Station aktualisieren</translation>
    </message>
    <message>
        <source>its alphabet is invalid: {why}</source>
        <translation>Alphabet ist ungültig: {why}</translation>
    </message>
    <message>
        <source>header lacks or garbles {what}</source>
        <translation>im Dateikopf fehlt oder ist fehlerhaft: {what}</translation>
    </message>
    <message>
        <source>file is truncated (it ends inside the header)</source>
        <translation>Datei ist abgeschnitten (endet im Dateikopf)</translation>
    </message>
    <message>
        <source>not a lexicon file (build one from a word list with lexicon-build)</source>
        <translation>keine Wortlisten-Datei (mit lexicon-build aus einer Quelldatei erstellen)</translation>
    </message>
    <message>
        <source>file is truncated (copy it again from the original)</source>
        <translation>Datei ist abgeschnitten (erneut vom Original kopieren)</translation>
    </message>
    <message>
        <source>its header length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>Längenfeld des Dateikopfs ist beschädigt (der Rest der Datei ist vollständig); nicht verwenden, erneut vom Original kopieren</translation>
    </message>
    <message>
        <source>its header length field is damaged and the file is incomplete; copy it again from the original</source>
        <translation>Längenfeld des Dateikopfs ist beschädigt und die Datei unvollständig; erneut vom Original kopieren</translation>
    </message>
    <message>
        <source>its word graph length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>Längenfeld des Wortgraphen ist beschädigt (der Rest der Datei ist vollständig); nicht verwenden, erneut vom Original kopieren</translation>
    </message>
    <message>
        <source>file has unexpected bytes at its end; it is damaged</source>
        <translation>Datei hat unerwartete Bytes am Ende; sie ist beschädigt</translation>
    </message>
    <message>
        <source>its word graph makes the reader loop (no answer in {seconds} s): the file is damaged or forged; do not use it</source>
        <translation>Wortgraph lässt das Leseprogramm endlos laufen (keine Antwort in {seconds} s): Die Datei ist beschädigt oder gefälscht; nicht verwenden</translation>
    </message>
    <message>
        <source>cannot be checked: {why}</source>
        <translation>nicht prüfbar: {why}</translation>
    </message>
    <message>
        <source>its word graph crashes the reader ({signal}): the file is damaged or forged; do not use it</source>
        <translation>Wortgraph bringt das Leseprogramm zum Absturz ({signal}): Die Datei ist beschädigt oder gefälscht; nicht verwenden</translation>
    </message>
    <message>
        <source>signal {number}</source>
        <translation>Signal {number}</translation>
    </message>
    <message>
        <source>refused by the lexicon check</source>
        <translation>von der Wortlisten-Prüfung abgelehnt</translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
    <message numerus="yes">
        <source>Installed {lexicon}: %n word(s), fingerprint {fingerprint}.</source>
        <translation>
            <numerusform>{lexicon} installiert: %n Wort, Fingerabdruck {fingerprint}.</numerusform>
            <numerusform>{lexicon} installiert: %n Wörter, Fingerabdruck {fingerprint}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{stage}: %n word(s)</source>
        <translation>
            <numerusform>{stage}: %n Wort</numerusform>
            <numerusform>{stage}: %n Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>a .clex file made with lexicon-build</source>
        <translation>eine mit lexicon-build erstellte .clex-Datei</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Durchsuchen…</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installieren</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Auswahl entfernen</translation>
    </message>
    <message>
        <source>word lists, separated by ;  (text, .gz, .dawg, .kwg)</source>
        <translation>Quelldateien, getrennt durch ;  (Text, .gz, .dawg, .kwg)</translation>
    </message>
    <message>
        <source>published word count (optional)</source>
        <translation>veröffentlichte Wortanzahl (optional)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importieren</translation>
    </message>
    <message>
        <source>Word lists</source>
        <translation>Quelldateien</translation>
    </message>
    <message>
        <source>Lexicon name</source>
        <translation>Name der Wortliste</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alphabet</translation>
    </message>
    <message>
        <source>Expected words</source>
        <translation>Erwartete Wortanzahl</translation>
    </message>
    <message>
        <source>Import word lists</source>
        <translation>Wortliste importieren</translation>
    </message>
    <message>
        <source>Install a lexicon file</source>
        <translation>Wortlisten-Datei installieren</translation>
    </message>
    <message>
        <source>{lexicon} (built in)</source>
        <translation>{lexicon} (eingebaut)</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingerabdruck</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>Built</source>
        <comment>when the lexicon file was built</comment>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Verwendet von</translation>
    </message>
    <message>
        <source>Refused: {problem}</source>
        <translation>Abgelehnt: {problem}</translation>
    </message>
    <message>
        <source>Lexicon file</source>
        <translation>Wortlisten-Datei</translation>
    </message>
    <message>
        <source>Lexicon files (*.clex)</source>
        <translation>Wortlisten-Dateien (*.clex)</translation>
    </message>
    <message>
        <source>Choose a lexicon file first.</source>
        <translation>Zuerst eine Wortlisten-Datei wählen.</translation>
    </message>
    <message>
        <source>Checking {file}…</source>
        <translation>{file} wird geprüft…</translation>
    </message>
    <message>
        <source>Not installed: {error}</source>
        <translation>Nicht installiert: {error}</translation>
    </message>
    <message>
        <source>Not installed</source>
        <translation>Nicht installiert</translation>
    </message>
    <message>
        <source>Select a lexicon to remove.</source>
        <translation>Zu entfernende Wortliste auswählen.</translation>
    </message>
    <message>
        <source>Remove {lexicon} from this station?</source>
        <translation>{lexicon} von dieser Station entfernen?</translation>
    </message>
    <message>
        <source>Remove lexicon</source>
        <translation>Wortliste entfernen</translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation>Nicht entfernt</translation>
    </message>
    <message>
        <source>Removed {lexicon}.</source>
        <translation>{lexicon} entfernt.</translation>
    </message>
    <message>
        <source>Give the word lists and a name for the lexicon.</source>
        <translation>Quelldateien und Namen der Wortliste angeben.</translation>
    </message>
    <message>
        <source>The expected word count must be a whole number.</source>
        <translation>Die erwartete Wortanzahl muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>Importing {lexicon}…</source>
        <translation>{lexicon} wird importiert…</translation>
    </message>
    <message>
        <source>cannot write the lexicon: {error}</source>
        <translation>Wortliste kann nicht geschrieben werden: {error}</translation>
    </message>
    <message>
        <source>the computer ran out of memory building the lexicon; check the files</source>
        <translation>zu wenig Arbeitsspeicher beim Erstellen der Wortliste; Dateien prüfen</translation>
    </message>
    <message>
        <source>the import stopped: {error}</source>
        <translation>Import abgebrochen: {error}</translation>
    </message>
    <message>
        <source>Import failed: nothing was installed.</source>
        <translation>Import fehlgeschlagen: Nichts wurde installiert.</translation>
    </message>
    <message numerus="yes">
        <source>{division} now judges with {lexicon} (%n word(s), fingerprint {fingerprint}).</source>
        <translation>
            <numerusform>{division} prüft jetzt mit {lexicon} (%n Wort, Fingerabdruck {fingerprint}).</numerusform>
            <numerusform>{division} prüft jetzt mit {lexicon} (%n Wörter, Fingerabdruck {fingerprint}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{division} still judges with ENABLE: {why}</source>
        <translation>{division} prüft weiter mit ENABLE: {why}</translation>
    </message>
    <message>
        <source>No division judges with {lexicon}: choose it for a division in the Profiles and rules tab.</source>
        <translation>Keine Gruppe prüft mit {lexicon}: wählen Sie es für eine Gruppe im Reiter „Profile und Regeln“.</translation>
    </message>
    <message>
        <source>Not switched</source>
        <translation>Nicht umgestellt</translation>
    </message>
</context>
<context>
    <name>Pin</name>
    <message>
        <source>the PIN needs at least {least} characters</source>
        <translation>die PIN braucht mindestens {least} Zeichen</translation>
    </message>
    <message>
        <source>the PIN may not start or end with a space</source>
        <translation>die PIN darf nicht mit einem Leerzeichen beginnen oder enden</translation>
    </message>
    <message>
        <source>the PIN may have at most {most} characters</source>
        <translation>die PIN darf höchstens {most} Zeichen haben</translation>
    </message>
    <message>
        <source>the PIN holds a control or invisible character, which no keyboard types</source>
        <translation>die PIN enthält ein Steuer- oder unsichtbares Zeichen, das keine Tastatur tippt</translation>
    </message>
    <message>
        <source>PIN accepted</source>
        <translation>PIN akzeptiert</translation>
    </message>
    <message>
        <source>Wrong PIN. {wait}</source>
        <translation>Falsche PIN. {wait}</translation>
    </message>
    <message>
        <source>Wrong PIN. 1 more try before a wait.</source>
        <translation>Falsche PIN. Noch 1 Versuch bis zur Wartezeit.</translation>
    </message>
    <message>
        <source>Wrong PIN. {left} more tries before a wait.</source>
        <translation>Falsche PIN. Noch {left} Versuche bis zur Wartezeit.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {minutes} min {seconds} s.</source>
        <translation>Zu viele falsche PINs: in {minutes} min {seconds} s erneut versuchen.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {seconds} s.</source>
        <translation>Zu viele falsche PINs: in {seconds} s erneut versuchen.</translation>
    </message>
    <message>
        <source>No PIN can be checked: the station's settings file cannot be read. Fix or move station.toml on this computer.</source>
        <translation>Keine PIN prüfbar: Die Einstellungsdatei der Station ist nicht lesbar. Reparieren oder verschieben Sie station.toml auf diesem Computer.</translation>
    </message>
</context>
<context>
    <name>PinScreen</name>
    <message>
        <source>Back to the station</source>
        <translation>Zurück zur Station</translation>
    </message>
    <message>
        <source>Set the director PIN</source>
        <translation>Leitungs-PIN festlegen</translation>
    </message>
    <message>
        <source>Director mode</source>
        <translation>Leitungsmodus</translation>
    </message>
    <message>
        <source>Choose a PIN of at least {length} characters. It opens director mode (Ctrl+Alt+Shift+D on the station) and is stored only as a hash.</source>
        <translation>PIN mit mindestens {length} Zeichen wählen. Sie öffnet den Leitungsmodus (Strg+Alt+Umschalt+D an der Station) und wird nur als Hash gespeichert.</translation>
    </message>
    <message>
        <source>Type the director PIN, then press Enter.</source>
        <translation>Leitungs-PIN eingeben, dann Enter drücken.</translation>
    </message>
    <message>
        <source>new PIN</source>
        <translation>neue PIN</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN</translation>
    </message>
    <message>
        <source>the same PIN again</source>
        <translation>dieselbe PIN noch einmal</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>PIN festlegen</translation>
    </message>
    <message>
        <source>Open director mode</source>
        <translation>Leitungsmodus öffnen</translation>
    </message>
    <message>
        <source>The two PINs differ. Type them again.</source>
        <translation>Die PINs stimmen nicht überein. Bitte neu eingeben.</translation>
    </message>
    <message>
        <source>Not set: {error}.</source>
        <translation>Nicht festgelegt: {error}.</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Choose your division</source>
        <translation>Gruppe wählen</translation>
    </message>
    <message>
        <source>Not available at this station now: call the director</source>
        <translation>Hier gerade nicht verfügbar: Turnierleitung rufen</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging, separated by spaces or Enter</source>
        <translation>ANZWEIFELNDER: alle angezweifelten Wörter eingeben, getrennt mit Leertaste oder Enter</translation>
    </message>
    <message>
        <source>CHALLENGED PLAYER: check the spelling, then press {key}</source>
        <translation>ANGEZWEIFELTER: Schreibweise prüfen, dann {key} drücken</translation>
    </message>
    <message>
        <source>Esc clears all words  ·  {out} marks the play that ended the game</source>
        <translation>Esc löscht alle Wörter  ·  {out} markiert den Schlusszug (Spielende)</translation>
    </message>
    <message>
        <source>{key}: call a word judge (a person) instead of the computer</source>
        <translation>{key}: Schiedsrichter (Person) statt Computer rufen</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging  ·  Esc clears all  ·  {out} out play</source>
        <translation>ANZWEIFELNDER: alle angezweifelten Wörter eingeben  ·  Esc löscht alles  ·  {out} Schlusszug</translation>
    </message>
    <message>
        <source>OUT PLAY: no penalty for a failed challenge  ·  {out} to undo</source>
        <translation>SCHLUSSZUG: erfolgloses Anzweifeln bleibt straffrei  ·  {out} hebt auf</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Tisch {table}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) declared</source>
        <translation>
            <numerusform>%n Wort angesagt</numerusform>
            <numerusform>%n Wörter angesagt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>typed so far</comment>
        <translation>
            <numerusform>%n Wort</numerusform>
            <numerusform>%n Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>typed twice</source>
        <translation>doppelt eingegeben</translation>
    </message>
    <message>
        <source>YES — ACCEPTABLE</source>
        <translation>JA — ZULÄSSIG</translation>
    </message>
    <message>
        <source>NO — UNACCEPTABLE</source>
        <translation>NEIN — UNZULÄSSIG</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>ZULÄSSIG</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>UNZULÄSSIG</translation>
    </message>
    <message>
        <source>Write on the slip:  {receipt}</source>
        <translation>Auf den Zettel schreiben:  {receipt}</translation>
    </message>
    <message>
        <source>NOT RECORDED: the audit log is unavailable. Call the director now.</source>
        <translation>NICHT PROTOKOLLIERT: Protokoll nicht verfügbar. Sofort Turnierleitung rufen.</translation>
    </message>
    <message>
        <source>Press any key to continue</source>
        <translation>Weiter mit beliebiger Taste</translation>
    </message>
    <message>
        <source>TABLE NUMBER?</source>
        <translation>TISCHNUMMER?</translation>
    </message>
    <message>
        <source>Type the number of your table (1 to {most}) with the digit keys.</source>
        <translation>Eigene Tischnummer (1 bis {most}) mit den Zifferntasten eingeben.</translation>
    </message>
    <message>
        <source>Enter: go on  ·  Backspace: correct  ·  Esc: start again</source>
        <translation>Enter: weiter  ·  Rücktaste: korrigieren  ·  Esc: neu beginnen</translation>
    </message>
    <message>
        <source>HOW MANY WORDS?</source>
        <translation>WIE VIELE WÖRTER?</translation>
    </message>
    <message>
        <source>Press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Anzahl der angezweifelten Wörter drücken (1 bis {most}). Nur so viele Wörter werden geprüft.</translation>
    </message>
    <message>
        <source>Table {table}: press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Tisch {table}: Anzahl der angezweifelten Wörter drücken (1 bis {most}). Nur so viele Wörter werden geprüft.</translation>
    </message>
    <message>
        <source>Esc: back</source>
        <translation>Esc: zurück</translation>
    </message>
    <message>
        <source>JUDGED MOMENTS AGO</source>
        <translation>GERADE ERST GEPRÜFT</translation>
    </message>
    <message numerus="yes">
        <source>{division} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division} wurde vor %n Sekunde geprüft.</numerusform>
            <numerusform>{division} wurde vor %n Sekunden geprüft.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division}, table {table} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}, Tisch {table} wurde vor %n Sekunde geprüft.</numerusform>
            <numerusform>{division}, Tisch {table} wurde vor %n Sekunden geprüft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its slip: {receipt}.</source>
        <translation>Zettel dazu: {receipt}.</translation>
    </message>
    <message>
        <source>If these words belong to the same play, the rules forbid judging them separately: all challenged words of a play are typed together, and after an UNACCEPTABLE no further words are entered (NSA IV.J.2, NASPA 6.2 “Improper Lookups”).</source>
        <translation>Gehören diese Wörter zum selben Zug, dürfen sie nicht getrennt geprüft werden: Alle angezweifelten Wörter eines Zuges werden zusammen eingegeben, nach UNZULÄSSIG keine weiteren (NSA IV.J.2, NASPA 6.2 „Improper Lookups“ [unzulässiges Nachschlagen]).</translation>
    </message>
    <message>
        <source>{key}: judge these words anyway (it is recorded)  ·  any other key: back to the words</source>
        <translation>{key}: trotzdem prüfen (wird protokolliert)  ·  andere Taste: zurück zu den Wörtern</translation>
    </message>
    <message>
        <source>For comparison, {lexicon}: {verdict} (does not count)</source>
        <translation>Zum Vergleich {lexicon}: {verdict} (zählt nicht)</translation>
    </message>
    <message>
        <source>A director must clear this screen (director PIN)</source>
        <translation>Nur die Turnierleitung kann diese Anzeige schließen (Leitungs-PIN)</translation>
    </message>
    <message>
        <source>IS THIS YOUR GAME?</source>
        <translation>IST DAS IHRE PARTIE?</translation>
    </message>
    <message>
        <source>WHICH IS YOUR GAME?</source>
        <translation>WELCHE IST IHRE PARTIE?</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two} ({first} first)</source>
        <translation>Brett {board} · {one} gegen {two} ({first} beginnt)</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two}</source>
        <translation>Brett {board} · {one} gegen {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two} ({first} first)</source>
        <translation>Runde {round} · Tisch {table} · {one} gegen {two} ({first} beginnt)</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Runde {round} · Tisch {table} · {one} gegen {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table}</source>
        <translation>Runde {round} · Tisch {table}</translation>
    </message>
    <message>
        <source>The pairings have not been updated since {time}: check that this is your game.</source>
        <translation>Die Paarungen sind seit {time} nicht aktualisiert: bitte prüfen, ob das Ihre Partie ist.</translation>
    </message>
    <message>
        <source>The pairings say this game is already scored: check it is yours.</source>
        <translation>Laut Paarungen ist diese Partie schon eingetragen: bitte prüfen, ob es Ihre ist.</translation>
    </message>
    <message>
        <source>From the event's pairings.</source>
        <translation>Aus den Paarungen des Turniers.</translation>
    </message>
    <message>
        <source>1 or Enter: yes, our game  ·  0: not our game (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 oder Enter: ja, unsere Partie  ·  0: nicht unsere Partie (nur mit der Tischnummer weiter)  ·  Esc: Tischnummer ändern</translation>
    </message>
    <message>
        <source>1 or 2: our game  ·  0: neither (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 oder 2: unsere Partie  ·  0: keine davon (nur mit der Tischnummer weiter)  ·  Esc: Tischnummer ändern</translation>
    </message>
    <message>
        <source>1 to {last}: our game  ·  0: none of these (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 bis {last}: unsere Partie  ·  0: keine davon (nur mit der Tischnummer weiter)  ·  Esc: Tischnummer ändern</translation>
    </message>
    <message>
        <source>A DIRECTOR IS COMING</source>
        <translation>EINE TURNIERLEITUNG KOMMT</translation>
    </message>
    <message>
        <source>NOBODY HAS ANSWERED YET</source>
        <translation>NOCH HAT NIEMAND GEANTWORTET</translation>
    </message>
    <message>
        <source>FETCH THE DIRECTOR</source>
        <translation>HOLEN SIE DIE TURNIERLEITUNG</translation>
    </message>
    <message>
        <source>AN ADJUDICATOR HAS BEEN CALLED</source>
        <translation>EIN SCHIEDSRICHTER WURDE GERUFEN</translation>
    </message>
    <message>
        <source>AN ARBITER HAS BEEN CALLED</source>
        <translation>EIN SCHIEDSRICHTER WURDE GERUFEN</translation>
    </message>
    <message>
        <source>A WORD JUDGE HAS BEEN CALLED</source>
        <translation>EIN SCHIEDSRICHTER WURDE GERUFEN</translation>
    </message>
    <message>
        <source>Your call was answered. Stay at the station.</source>
        <translation>Ihr Ruf wurde angenommen. Bleiben Sie an der Station.</translation>
    </message>
    <message>
        <source>Nobody has answered yet: fetch the director. The other player stays here.</source>
        <translation>Noch hat niemand geantwortet: Holen Sie die Turnierleitung. Der andere Spieler bleibt hier.</translation>
    </message>
    <message>
        <source>This station cannot call anyone: one player fetches the director, the other stays here. The call is recorded.</source>
        <translation>Diese Station kann niemanden rufen: Ein Spieler holt die Turnierleitung, der andere bleibt hier. Der Ruf ist gespeichert.</translation>
    </message>
    <message>
        <source>Stay at the station: the call is on the directors' screen.</source>
        <translation>Bleiben Sie an der Station: Der Ruf ist auf dem Bildschirm der Turnierleitung.</translation>
    </message>
    <message>
        <source>{key}: the adjudicator is here, back to the station</source>
        <translation>{key}: der Schiedsrichter ist da, zurück zur Station</translation>
    </message>
    <message>
        <source>{key}: the arbiter is here, back to the station</source>
        <translation>{key}: der Schiedsrichter ist da, zurück zur Station</translation>
    </message>
    <message>
        <source>{key}: the word judge is here, back to the station</source>
        <translation>{key}: Schiedsrichter ist da, zurück zur Station</translation>
    </message>
    <message>
        <source>Recording the verdict in the audit log…</source>
        <translation>Ergebnis wird protokolliert…</translation>
    </message>
    <message numerus="yes">
        <source>No key pressed: clearing the screen in %n second(s)</source>
        <translation>
            <numerusform>Keine Taste gedrückt: Anzeige wird in %n Sekunde geleert</numerusform>
            <numerusform>Keine Taste gedrückt: Anzeige wird in %n Sekunden geleert</numerusform>
        </translation>
    </message>
    <message>
        <source>Audit log unavailable: call the director</source>
        <translation>Protokoll nicht verfügbar: Turnierleitung rufen</translation>
    </message>
    <message>
        <source>Lexicons: {names}</source>
        <translation>Wortlisten: {names}</translation>
    </message>
    <message>
        <source>No lexicon loaded</source>
        <translation>Keine Wortliste geladen</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>in the lexicon</comment>
        <translation>
            <numerusform>%n Wort</numerusform>
            <numerusform>%n Wörter</numerusform>
        </translation>
    </message>
    <message>
        <source>Station: {name}</source>
        <translation>Station: {name}</translation>
    </message>
    <message>
        <source>This station is not ready</source>
        <translation>Diese Station ist nicht bereit</translation>
    </message>
    <message>
        <source>Call the director.</source>
        <translation>Turnierleitung rufen.</translation>
    </message>
    <message>
        <source>No profile is set up.</source>
        <translation>Kein Profil eingerichtet.</translation>
    </message>
    <message>
        <source>Something unexpected happened: {message}. It was recorded. A director's PIN (Ctrl+Alt+Shift+D) clears this screen.</source>
        <translation>Unerwarteter Fehler: {message}. Er wurde protokolliert. Die Leitungs-PIN (Strg+Alt+Umschalt+D) schließt diese Anzeige.</translation>
    </message>
    <message>
        <source>The audit log did not open within {seconds} s: call the director.</source>
        <translation>Protokoll nach {seconds} s nicht geöffnet: Turnierleitung rufen.</translation>
    </message>
    <message numerus="yes">
        <source>You said %n word(s);</source>
        <comment>how many words the players declared</comment>
        <translation>
            <numerusform>Angesagt: %n Wort;</numerusform>
            <numerusform>Angesagt: %n Wörter;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n typed.</source>
        <comment>how many words are typed now</comment>
        <translation>
            <numerusform>%n eingegeben.</numerusform>
            <numerusform>%n eingegeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type exactly {declared}.</source>
        <translation>Genau {declared} eingeben.</translation>
    </message>
    <message numerus="yes">
        <source>The play stands. The challenged player adds %n point(s)</source>
        <comment>failed challenge</comment>
        <translation>
            <numerusform>Der Zug bleibt liegen. Der Angezweifelte erhält %n Punkt</numerusform>
            <numerusform>Der Zug bleibt liegen. Der Angezweifelte erhält %n Punkte</numerusform>
        </translation>
    </message>
    <message>
        <source>The challenger does not lose the turn.</source>
        <translation>Der Anzweifelnde verliert keinen Zug.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) × {points}</source>
        <comment>points per word challenged</comment>
        <translation>
            <numerusform>%n Wort × {points}</numerusform>
            <numerusform>%n Wörter × {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} for the play</source>
        <translation>{points} für den Zug</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>{character} is not a letter of the {alphabet} alphabet</source>
        <translation>{character} ist kein Buchstabe des Alphabets {alphabet}</translation>
    </message>
    <message>
        <source>"{word}": {reason}</source>
        <translation>„{word}“: {reason}</translation>
    </message>
    <message>
        <source>"{word}" is too short: a word has at least {least} letters</source>
        <translation>„{word}“ ist zu kurz: ein Wort hat mindestens {least} Buchstaben</translation>
    </message>
    <message>
        <source>Too short: a word has at least {least} letters</source>
        <translation>Zu kurz: ein Wort hat mindestens {least} Buchstaben</translation>
    </message>
    <message>
        <source>"{word}" has {letters} letters: a word has at most {most}</source>
        <translation>„{word}“ hat {letters} Buchstaben: ein Wort hat höchstens {most}</translation>
    </message>
    <message>
        <source>Too long: {letters} letters: a word has at most {most}</source>
        <translation>Zu lang: {letters} Buchstaben, ein Wort hat höchstens {most}</translation>
    </message>
    <message>
        <source>Type at least one word</source>
        <translation>Mindestens ein Wort eingeben</translation>
    </message>
    <message>
        <source>{typed} words typed: at most {most} can be challenged together</source>
        <translation>{typed} Wörter eingegeben: höchstens {most} zusammen anzweifelbar</translation>
    </message>
    <message>
        <source>The audit log cannot be written: {why}. Nothing is judged.</source>
        <translation>Das Protokoll kann nicht geschrieben werden: {why}. Es wird nichts geprüft.</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: {why}</source>
        <translation>Das Protokoll lässt sich nicht öffnen: {why}</translation>
    </message>
    <message>
        <source>The station's id cannot be read or written in {home}: {why}</source>
        <translation>Die Stations-ID kann in {home} nicht gelesen oder geschrieben werden: {why}</translation>
    </message>
    <message>
        <source>Station settings file: {why}</source>
        <translation>Stationsdatei: {why}</translation>
    </message>
    <message>
        <source>waiting for {lexicon} from the head director (event plan {serial})</source>
        <translation>wartet auf {lexicon} von der Turnierleitung (Plan {serial})</translation>
    </message>
    <message>
        <source>event plan {serial} has ended: waiting for the next plan from the head director</source>
        <translation>Turnierplan {serial} ist abgelaufen: wartet auf den nächsten Plan der Turnierleitung</translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
    <message numerus="yes">
        <source>{lexicon} (%n word(s), {fingerprint})</source>
        <translation>
            <numerusform>{lexicon} (%n Wort, {fingerprint})</numerusform>
            <numerusform>{lexicon} (%n Wörter, {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no federation preset</comment>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>the log and director mode only</source>
        <translation>nur Protokoll und Leitungsmodus</translation>
    </message>
    <message>
        <source>players too, under the verdict</source>
        <translation>auch Spieler, unter dem Ergebnis</translation>
    </message>
    <message>
        <source>Ask the table number first (every multi-table event)</source>
        <translation>Zuerst Tischnummer abfragen (jedes Turnier mit mehreren Tischen)</translation>
    </message>
    <message>
        <source>Ask how many words before they are typed</source>
        <translation>Wortanzahl vor der Eingabe abfragen</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>Profil speichern</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Neues Profil</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Profil entfernen</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Federation preset</source>
        <translation>Verbandsvorgabe</translation>
    </message>
    <message>
        <source>Players' language</source>
        <translation>Sprache der Spieler</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Lexicon credit line</source>
        <translation>Quellenangabe der Wortliste</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Anzweifel-Regel</translation>
    </message>
    <message>
        <source>Colour band</source>
        <translation>Farbstreifen</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Zweitmeinung</translation>
    </message>
    <message>
        <source>Second opinion shown to</source>
        <translation>Zweitmeinung sichtbar für</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>{lexicon}: NOT USABLE ({problem})</source>
        <translation>{lexicon}: NICHT NUTZBAR ({problem})</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no second-opinion lexicon</comment>
        <translation>(keine)</translation>
    </message>
    <message>
        <source>Clock: {said}</source>
        <translation>Uhr: {said}</translation>
    </message>
    <message>
        <source>The event plan sets this division's list and rule: {lexicon}, {rule}, from plan {serial}</source>
        <translation>Der Veranstaltungsplan legt Liste und Regel dieser Gruppe fest: {lexicon}, {rule}, aus Plan {serial}</translation>
    </message>
    <message>
        <source>Rule: {source}</source>
        <translation>Regel: {source}</translation>
    </message>
    <message>
        <source>Check this rule against your event's own rules before the first round.</source>
        <translation>Diese Regel vor der ersten Runde mit den Turnierregeln abgleichen.</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Station ändern</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profile</translation>
    </message>
    <message>
        <source>A station needs at least one profile.</source>
        <translation>Eine Station braucht mindestens ein Profil.</translation>
    </message>
    <message>
        <source>Remove profile {profile}?</source>
        <translation>Profil {profile} entfernen?</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Nicht geändert</translation>
    </message>
</context>
<context>
    <name>Relay</name>
    <message>
        <source>station {station}: {difference}</source>
        <translation>Station {station}: {difference}</translation>
    </message>
    <message>
        <source>diverged at record {seq}: {message}</source>
        <translation>abweichend ab Eintrag {seq}: {message}</translation>
    </message>
    <message>
        <source>the central log pinned another signing key for this station (station-key.pem was replaced or copied from another station)</source>
        <translation>das zentrale Protokoll hat für diese Station einen anderen Signaturschlüssel hinterlegt (station-key.pem wurde ersetzt oder von einer anderen Station kopiert)</translation>
    </message>
    <message>
        <source>record {seq} is missing from this station</source>
        <translation>Eintrag {seq} fehlt auf dieser Station</translation>
    </message>
    <message>
        <source>record {seq} does not link to record {previous}</source>
        <translation>Eintrag {seq} ist nicht mit Eintrag {previous} verkettet</translation>
    </message>
    <message>
        <source>record {seq}: {reason}</source>
        <translation>Eintrag {seq}: {reason}</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Audit report: {where}</source>
        <translation>Protokollbericht: {where}</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>mit Anmerkung</translation>
    </message>
    <message>
        <source>out play</source>
        <translation>Schlusszug</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>Uhrsprung</translation>
    </message>
    <message>
        <source>new record {receipt}.</source>
        <translation>neuer Eintrag {receipt}.</translation>
    </message>
    <message>
        <source>manual lookup: {result}.</source>
        <translation>Handprüfung: {result}.</translation>
    </message>
    <message>
        <source>{points} points off the {player}.</source>
        <translation>{player}: {points} Punkte Abzug.</translation>
    </message>
    <message>
        <source>compensated: {what}.</source>
        <translation>ausgeglichen: {what}.</translation>
    </message>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(zu Nr. {seq}, Station {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(zu Eintrag {record})</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>Nr. {seq}</translation>
    </message>
    <message>
        <source>UTC (the stations' UTC offsets differ)</source>
        <translation>UTC (die UTC-Versätze der Stationen sind verschieden)</translation>
    </message>
    <message>
        <source>local time, {offset}</source>
        <translation>Ortszeit, {offset}</translation>
    </message>
    <message>
        <source>Adjudications per day ({clock})</source>
        <translation>Prüfungen pro Tag ({clock})</translation>
    </message>
    <message>
        <source>Adjudications per hour ({clock})</source>
        <translation>Prüfungen pro Stunde ({clock})</translation>
    </message>
    <message>
        <source>{acceptable} acceptable · {unacceptable} unacceptable</source>
        <translation>{acceptable} zulässig · {unacceptable} unzulässig</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Erstellt</translation>
    </message>
    <message>
        <source>Stations</source>
        <translation>Stationen</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Zeitraum</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} bis {last}</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>keine Einträge</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Einträge</translation>
    </message>
    <message>
        <source>{records} ({adjudications} adjudications: {acceptable} acceptable, {unacceptable} unacceptable; {events} events)</source>
        <translation>{records} ({adjudications} Prüfungen: {acceptable} zulässig, {unacceptable} unzulässig; {events} Ereignisse)</translation>
    </message>
    <message>
        <source>Flagged items</source>
        <translation>Markierte Einträge</translation>
    </message>
    <message>
        <source>Clock jumps</source>
        <translation>Uhrsprünge</translation>
    </message>
    <message>
        <source>Chain verification</source>
        <translation>Kettenprüfung</translation>
    </message>
    <message>
        <source>not checked for this report</source>
        <translation>für diesen Bericht nicht geprüft</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s) checked</source>
        <translation>
            <numerusform>Kette intakt: %n Eintrag geprüft</numerusform>
            <numerusform>Kette intakt: %n Einträge geprüft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n adjudication(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n Prüfung hier nicht aufgeführt: {command} exportiert alle Einträge.</numerusform>
            <numerusform>… %n Prüfungen hier nicht aufgeführt: {command} exportiert alle Einträge.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n event(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n Ereignis hier nicht aufgeführt: {command} exportiert alle Einträge.</numerusform>
            <numerusform>… %n Ereignisse hier nicht aufgeführt: {command} exportiert alle Einträge.</numerusform>
        </translation>
    </message>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>UNTERBROCHEN bei Nr. {seq} (Station {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagramme</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by lexicon</source>
        <translation>Zulässig und unzulässig nach Wortliste</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by challenge rule</source>
        <translation>Zulässig und unzulässig nach Anzweifel-Regel</translation>
    </message>
    <message>
        <source>No adjudications in this report.</source>
        <translation>Keine Prüfungen in diesem Bericht.</translation>
    </message>
    <message>
        <source>Flagged items ({count})</source>
        <translation>Markierte Einträge ({count})</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Station</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Eingegeben / Details</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Markierungen</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>The first {shown} of {count} flagged items are listed; {command} --flagged exports them all.</source>
        <translation>Die ersten {shown} von {count} markierten Einträgen sind aufgeführt; {command} --flagged exportiert alle.</translation>
    </message>
    <message>
        <source>Nothing flagged or annotated.</source>
        <translation>Keine Markierungen oder Anmerkungen.</translation>
    </message>
    <message>
        <source>Clock jumps ({count})</source>
        <translation>Uhrsprünge ({count})</translation>
    </message>
    <message>
        <source>A record dated earlier than the record before it in its station's chain, or later than the moment this report was made, or (on the central copy) later than the server received it: the station's clock was wrong or was changed. Its place in the chain, not its date, says when it was made.</source>
        <translation>Ein Eintrag mit einem früheren Datum als der vorige in der Kette seiner Station, oder einem späteren als der Zeitpunkt dieses Berichts, oder (in der zentralen Kopie) einem späteren als sein Eingang beim Server: die Uhr der Station ging falsch oder wurde verstellt. Sein Platz in der Kette, nicht sein Datum, sagt, wann er entstand.</translation>
    </message>
    <message>
        <source>No clock jumps.</source>
        <translation>Keine Uhrsprünge.</translation>
    </message>
    <message>
        <source>Adjudications ({count})</source>
        <translation>Prüfungen ({count})</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Wortliste</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Eingegeben</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Wörter</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Ergebnis je Wort</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tisch</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation>Zweitmeinung ({lexicon}): {verdict}</translation>
    </message>
    <message>
        <source>after {receipt}</source>
        <translation>nach {receipt}</translation>
    </message>
    <message>
        <source>Station events ({count})</source>
        <translation>Stationsereignisse ({count})</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Per-word results are for directors and auditors; the station never shows players which word was unacceptable.</source>
        <translation>Die Ergebnisse je Wort sind für Turnierleitung und Prüfer bestimmt; die Station zeigt Spielern nie, welches Wort unzulässig war.</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Double challenge</source>
        <translation>Anzweifeln mit Zugverlust</translation>
    </message>
    <message>
        <source>5-point challenge</source>
        <translation>Anzweifeln mit 5 Strafpunkten</translation>
    </message>
    <message>
        <source>10-point challenge</source>
        <translation>Anzweifeln mit 10 Strafpunkten</translation>
    </message>
    <message>
        <source>5-point challenge per play</source>
        <translation>Anzweifeln mit 5 Strafpunkten je Zug</translation>
    </message>
    <message>
        <source>10-point challenge per play</source>
        <translation>Anzweifeln mit 10 Strafpunkten je Zug</translation>
    </message>
    <message>
        <source>Single challenge</source>
        <translation>Anzweifeln ohne Strafe</translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <source>Re-adjudicated</source>
        <translation>Erneut geprüft</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Ergebnis der Handprüfung</translation>
    </message>
    <message>
        <source>Improper-lookup penalty</source>
        <translation>Strafe für unzulässiges Nachschlagen</translation>
    </message>
    <message>
        <source>Compensated (NSA IV.K.5)</source>
        <translation>Ausgleich (NSA IV.K.5)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notiz</translation>
    </message>
    <message>
        <source>Overturned by manual lookup</source>
        <translation>Durch Handprüfung aufgehoben</translation>
    </message>
    <message>
        <source>Game joined from the final pairings</source>
        <translation>Partie aus den endgültigen Paarungen zugeordnet</translation>
    </message>
    <message>
        <source>unknown ruling {category}; choose one of: {choices}</source>
        <translation>unbekannte Entscheidung {category}; eine davon wählen: {choices}</translation>
    </message>
    <message>
        <source>write a note: what happened, and who decided it</source>
        <translation>Notiz schreiben: was geschah und wer es entschied</translation>
    </message>
    <message>
        <source>the note is longer than {most} characters</source>
        <translation>die Notiz ist länger als {most} Zeichen</translation>
    </message>
    <message>
        <source>give the receipt of the new adjudication, e.g. GK-0042</source>
        <translation>Beleg der neuen Prüfung angeben, z. B. GK-0042</translation>
    </message>
    <message>
        <source>no adjudication in this log has the receipt {receipt}: give the receipt the station showed with the new verdict</source>
        <translation>keine Prüfung in diesem Protokoll hat den Beleg {receipt}: den Beleg angeben, den die Station mit dem neuen Ergebnis gezeigt hat</translation>
    </message>
    <message>
        <source>{receipt} is the receipt of the record ruled on: give the receipt of the new adjudication</source>
        <translation>{receipt} ist der Beleg des Eintrags, über den entschieden wird: Beleg der neuen Prüfung angeben</translation>
    </message>
    <message>
        <source>the manual lookup result is ACCEPTABLE or UNACCEPTABLE</source>
        <translation>das Ergebnis der Handprüfung ist ZULÄSSIG oder UNZULÄSSIG</translation>
    </message>
    <message>
        <source>say which player is penalised: challenger or challenged</source>
        <translation>angeben, wer bestraft wird: Anzweifelnder oder Angezweifelter</translation>
    </message>
    <message>
        <source>the penalty is a number of points from 1 to 100 (usually 10)</source>
        <translation>die Strafe ist eine Punktzahl von 1 bis 100 (meist 10)</translation>
    </message>
    <message>
        <source>say what was compensated (points, a turn, time)</source>
        <translation>angeben, was ausgeglichen wurde (Punkte, ein Zug, Zeit)</translation>
    </message>
    <message>
        <source>new record {receipt}</source>
        <translation>neuer Eintrag {receipt}</translation>
    </message>
    <message>
        <source>manual lookup: {result}</source>
        <translation>Handprüfung: {result}</translation>
    </message>
    <message>
        <source>{points} points off the challenger</source>
        <translation>{points} Punkte Abzug für den Anzweifelnden</translation>
    </message>
    <message>
        <source>{points} points off the challenged</source>
        <translation>{points} Punkte Abzug für den Angezweifelten</translation>
    </message>
    <message>
        <source>{points} points off the {player}</source>
        <translation>{points} Punkte Abzug für {player}</translation>
    </message>
    <message>
        <source>compensated: {compensated}</source>
        <translation>ausgeglichen: {compensated}</translation>
    </message>
</context>
<context>
    <name>Runtime</name>
    <message>
        <source>Profile {name}: {problem}</source>
        <translation>Profil {name}: {problem}</translation>
    </message>
    <message>
        <source>Not in contact with the head director since {time}</source>
        <translation>Keine Verbindung zur Turnierleitung seit {time}</translation>
    </message>
    <message>
        <source>Not in contact with the head director</source>
        <translation>Keine Verbindung zur Turnierleitung</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <source>Relay: off (no central log set).</source>
        <translation>Weiterleitung: aus (kein zentrales Protokoll eingestellt).</translation>
    </message>
    <message>
        <source>Relay: stopped, this station's log and the central copy differ (run 'challenge-kiosk audit compare'). {differences}</source>
        <translation>Weiterleitung: angehalten, Protokoll dieser Station und zentrale Kopie weichen ab („challenge-kiosk audit compare“ ausführen). {differences}</translation>
    </message>
    <message>
        <source>Relay: the central log is unreachable, retrying. Last error: {error}</source>
        <translation>Weiterleitung: zentrales Protokoll nicht erreichbar, neuer Versuch folgt. Letzter Fehler: {error}</translation>
    </message>
    <message>
        <source>Relay: connecting to the central log…</source>
        <translation>Weiterleitung: Verbindung zum zentralen Protokoll…</translation>
    </message>
    <message>
        <source>Relay: {copied} copied, {waiting} waiting.</source>
        <translation>Weiterleitung: {copied} kopiert, {waiting} wartend.</translation>
    </message>
    <message>
        <source>Relay: up to date ({copied} copied this session).</source>
        <translation>Weiterleitung: aktuell ({copied} in dieser Sitzung kopiert).</translation>
    </message>
    <message>
        <source>Short sound on the verdict</source>
        <translation>Kurzer Ton beim Ergebnis</translation>
    </message>
    <message>
        <source>Say the verdict aloud in the division's language (a sound if no voice)</source>
        <translation>Ergebnis in der Sprache der Gruppe ansagen (sonst ein Ton)</translation>
    </message>
    <message>
        <source>Large print and high contrast on player screens</source>
        <translation>Große Schrift und hoher Kontrast auf den Spielerbildschirmen</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Einstellungen speichern</translation>
    </message>
    <message>
        <source>Restore the last good station file</source>
        <translation>Letzte fehlerfreie Stationsdatei wiederherstellen</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Stationsname</translation>
    </message>
    <message>
        <source>Judge key</source>
        <translation>Prüftaste</translation>
    </message>
    <message>
        <source>Verdict shown (s)</source>
        <translation>Ergebnis-Anzeige (s)</translation>
    </message>
    <message>
        <source>Clear unjudged words after (s)</source>
        <translation>Ungeprüfte Wörter löschen nach (s)</translation>
    </message>
    <message>
        <source>Split-lookup window (s)</source>
        <translation>Fenster für getrennte Prüfung (s)</translation>
    </message>
    <message>
        <source>Font scale</source>
        <translation>Schriftskalierung</translation>
    </message>
    <message>
        <source>Word-judge key</source>
        <translation>Taste für den Schiedsrichter</translation>
    </message>
    <message>
        <source>Director mode language</source>
        <translation>Sprache des Leitungsmodus</translation>
    </message>
    <message>
        <source>Central log</source>
        <translation>Zentrales Protokoll</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Asking the central log…</source>
        <translation>Zentrales Protokoll wird abgefragt…</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Station ändern</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Nicht geändert</translation>
    </message>
    <message>
        <source>Replace the station's profiles and settings with the last station file that loaded cleanly?</source>
        <translation>Profile und Einstellungen der Station durch die letzte fehlerfrei geladene Stationsdatei ersetzen?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Wiederherstellen</translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation>Nicht wiederhergestellt</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Open to other users, and the station cannot make them private: {files}. Give them to the station's user, or set their modes as an administrator.</source>
        <translation>Für andere Benutzer zugänglich, und die Station kann sie nicht privat machen: {files}. Übertragen Sie sie dem Benutzer der Station oder setzen Sie ihre Rechte als Administrator.</translation>
    </message>
</context>
<context>
    <name>Unrecorded</name>
    <message>
        <source>line {line}: {why}</source>
        <translation>Zeile {line}: {why}</translation>
    </message>
    <message>
        <source>line {line}: written by an older version or incomplete</source>
        <translation>Zeile {line}: von einer älteren Version geschrieben oder unvollständig</translation>
    </message>
    <message>
        <source>unreadable line</source>
        <translation>unlesbare Zeile</translation>
    </message>
    <message>
        <source>{file} cannot be read ({why}); nothing in it was changed</source>
        <translation>{file} kann nicht gelesen werden ({why}); darin wurde nichts geändert</translation>
    </message>
    <message>
        <source>{added} added to the log as late records.</source>
        <translation>{added} als nachträgliche Einträge ins Protokoll aufgenommen.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log.</source>
        <translation>{added} als nachträgliche Einträge ins Protokoll aufgenommen, {already} waren schon im Protokoll.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {kept} kept in {file}: {problems}.</source>
        <translation>{added} als nachträgliche Einträge ins Protokoll aufgenommen, {kept} in {file} behalten: {problems}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log, {kept} kept in {file}: {problems}.</source>
        <translation>{added} als nachträgliche Einträge ins Protokoll aufgenommen, {already} waren schon im Protokoll, {kept} in {file} behalten: {problems}.</translation>
    </message>
    <message>
        <source>{first}; {rest}</source>
        <translation>{first}; {rest}</translation>
    </message>
</context>
<context>
    <name>UnrecordedTab</name>
    <message>
        <source>Add them to the audit log as late records</source>
        <translation>Als nachträgliche Einträge ins Protokoll aufnehmen</translation>
    </message>
    <message>
        <source>Shown at (UTC)</source>
        <translation>Angezeigt um (UTC)</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Eingegeben</translation>
    </message>
    <message>
        <source>Why it was not recorded</source>
        <translation>Warum nicht protokolliert</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation>
            <numerusform>%n Ergebnis wurde Spielern angezeigt, als das Protokoll es nicht erfassen konnte. Es behält den Zeitpunkt der Anzeige; beim Aufnehmen wird es in der Kette als nachträglicher Eintrag markiert.</numerusform>
            <numerusform>%n Ergebnisse wurden Spielern angezeigt, als das Protokoll sie nicht erfassen konnte. Jedes behält den Zeitpunkt seiner Anzeige; beim Aufnehmen werden sie in der Kette als nachträgliche Einträge markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every verdict shown at this station is in the audit log.</source>
        <translation>Jedes an dieser Station angezeigte Ergebnis ist im Protokoll.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>Nicht hinzugefügt: {error}</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <source>{first}; {then}</source>
        <translation>{first}; {then}</translation>
    </message>
</context>
</TS>

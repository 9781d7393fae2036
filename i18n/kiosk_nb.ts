<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="nb">
<context>
    <name>ActionBar</name>
    <message>
        <source>Verify chain</source>
        <translation>Kontroller kjeden</translation>
    </message>
    <message>
        <source>Add note...</source>
        <translation>Legg til notat...</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Oppdater</translation>
    </message>
    <message>
        <source>Export {format}</source>
        <translation>Eksporter {format}</translation>
    </message>
    <message>
        <source>Folder...</source>
        <translation>Mappe...</translation>
    </message>
    <message>
        <source>Language of exported reports and CSV files</source>
        <translation>Språk i eksporterte rapporter og CSV-filer</translation>
    </message>
    <message>
        <source>Export as stored (English, column ids)</source>
        <translation>Eksporter som lagret (engelsk, kolonne-ID-er)</translation>
    </message>
    <message>
        <source>Export in {language}</source>
        <translation>Eksporter på {language}</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <source>Chain not checked yet</source>
        <translation>Kjeden er ikke kontrollert ennå</translation>
    </message>
    <message>
        <source>Working: {task}…</source>
        <translation>Arbeider: {task}…</translation>
    </message>
    <message>
        <source>Working: {task}… {done} of {total}</source>
        <translation>Arbeider: {task}… {done} av {total}</translation>
    </message>
</context>
<context>
    <name>Alphabet</name>
    <message>
        <source>Catalan</source>
        <translation>katalansk</translation>
    </message>
    <message>
        <source>Dutch</source>
        <translation>nederlandsk</translation>
    </message>
    <message>
        <source>English</source>
        <translation>engelsk</translation>
    </message>
    <message>
        <source>French</source>
        <translation>fransk</translation>
    </message>
    <message>
        <source>German</source>
        <translation>tysk</translation>
    </message>
    <message>
        <source>Norwegian</source>
        <translation>norsk</translation>
    </message>
    <message>
        <source>Polish</source>
        <translation>polsk</translation>
    </message>
    <message>
        <source>Spanish</source>
        <translation>spansk</translation>
    </message>
    <message>
        <source>Swedish</source>
        <translation>svensk</translation>
    </message>
</context>
<context>
    <name>AnnotationDialog</name>
    <message>
        <source>Add a ruling or note to seq {seq}</source>
        <translation>Legg til kjennelse eller notat for nr. {seq}</translation>
    </message>
    <message>
        <source>receipt of the new adjudication, e.g. GK-0042</source>
        <translation>kvitteringskoden for den nye bedømmingen, f.eks. GK-0042</translation>
    </message>
    <message>
        <source>the challenger</source>
        <translation>utfordreren</translation>
    </message>
    <message>
        <source>the challenged player</source>
        <translation>den utfordrede spilleren</translation>
    </message>
    <message>
        <source>what was compensated: points, a turn, time</source>
        <translation>hva som ble kompensert: poeng, en tur, tid</translation>
    </message>
    <message>
        <source>What happened, and who decided it</source>
        <translation>Hva som skjedde, og hvem som avgjorde det</translation>
    </message>
    <message>
        <source>Add to the log</source>
        <translation>Legg til i loggen</translation>
    </message>
    <message>
        <source>Record: seq {seq}, receipt {receipt}, {time}, {typed_or_kind}</source>
        <translation>Oppføring nr. {seq}, kvitteringskode {receipt}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Record: seq {seq}, {time}, {typed_or_kind}</source>
        <translation>Oppføring nr. {seq}, {time}, {typed_or_kind}</translation>
    </message>
    <message>
        <source>Ruling:</source>
        <translation>Kjennelse:</translation>
    </message>
    <message>
        <source>New receipt:</source>
        <translation>Ny kvitteringskode:</translation>
    </message>
    <message>
        <source>Manual lookup result:</source>
        <translation>Resultat av manuelt oppslag:</translation>
    </message>
    <message>
        <source>Penalised player:</source>
        <translation>Straffet spiller:</translation>
    </message>
    <message>
        <source>Points off:</source>
        <translation>Poengtrekk:</translation>
    </message>
    <message>
        <source>Compensated:</source>
        <translation>Kompensert:</translation>
    </message>
    <message>
        <source>Note:</source>
        <translation>Notat:</translation>
    </message>
</context>
<context>
    <name>Audit</name>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(gjelder nr. {seq}, stasjon {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(gjelder oppføring {record})</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>GODKJENT</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>UNDERKJENT</translation>
    </message>
    <message>
        <source>acceptable</source>
        <translation>godkjent</translation>
    </message>
    <message>
        <source>unacceptable</source>
        <translation>underkjent</translation>
    </message>
    <message>
        <source>possible split lookup (NSA IV.J.2)</source>
        <translation>mulig oppdelt oppslag (NSA IV.J.2)</translation>
    </message>
    <message>
        <source>re-adjudication</source>
        <translation>ny bedømming</translation>
    </message>
    <message>
        <source>second opinion differs</source>
        <translation>sammenligningen avviker</translation>
    </message>
    <message>
        <source>ended without a stop</source>
        <translation>endte uten stopp</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Kvitteringskode</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Hendelses-ID</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Stasjon</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Stasjonsnavn</translation>
    </message>
    <message>
        <source>Recorded at (UTC)</source>
        <translation>Registrert (UTC)</translation>
    </message>
    <message>
        <source>UTC offset</source>
        <translation>UTC-forskyvning</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingeravtrykk</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Utfordringsregel</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Skrevet inn</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Ord</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Avgjørelse</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultat per ord</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Konsekvens</translation>
    </message>
    <message>
        <source>Points to the challenged player</source>
        <translation>Poeng til den utfordrede spilleren</translation>
    </message>
    <message>
        <source>Loses the turn</source>
        <translation>Mister turen</translation>
    </message>
    <message>
        <source>Out play</source>
        <translation>Siste trekk</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flagg</translation>
    </message>
    <message>
        <source>Split lookup of</source>
        <translation>Oppdelt oppslag etter</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Gjelder</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notat</translation>
    </message>
    <message>
        <source>previous session ended without a stop</source>
        <translation>forrige økt endte uten stopp</translation>
    </message>
    <message>
        <source>back to the division chooser</source>
        <translation>tilbake til valg av divisjon</translation>
    </message>
    <message>
        <source>event joined</source>
        <translation>turnering tilsluttet</translation>
    </message>
    <message>
        <source>event plan accepted</source>
        <translation>turneringsplan godtatt</translation>
    </message>
    <message>
        <source>event plan refused</source>
        <translation>turneringsplan avvist</translation>
    </message>
    <message>
        <source>event plan applied</source>
        <translation>turneringsplan tatt i bruk</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nei</translation>
    </message>
    <message>
        <source>challenger</source>
        <translation>utfordreren</translation>
    </message>
    <message>
        <source>challenged player</source>
        <translation>den utfordrede spilleren</translation>
    </message>
    <message>
        <source>adjudication</source>
        <translation>bedømming</translation>
    </message>
    <message>
        <source>kiosk started</source>
        <translation>kiosken startet</translation>
    </message>
    <message>
        <source>kiosk stopped</source>
        <translation>kiosken stoppet</translation>
    </message>
    <message>
        <source>director login succeeded</source>
        <translation>turneringsleder logget inn</translation>
    </message>
    <message>
        <source>director login failed</source>
        <translation>mislykket innlogging som turneringsleder</translation>
    </message>
    <message>
        <source>director logout</source>
        <translation>turneringsleder logget ut</translation>
    </message>
    <message>
        <source>lexicon switched</source>
        <translation>ordliste byttet</translation>
    </message>
    <message>
        <source>lexicon installed</source>
        <translation>ordliste installert</translation>
    </message>
    <message>
        <source>lexicon removed</source>
        <translation>ordliste fjernet</translation>
    </message>
    <message>
        <source>lexicon refused</source>
        <translation>ordliste avvist</translation>
    </message>
    <message>
        <source>rule changed</source>
        <translation>regel endret</translation>
    </message>
    <message>
        <source>profile changed</source>
        <translation>profil endret</translation>
    </message>
    <message>
        <source>settings changed</source>
        <translation>innstillinger endret</translation>
    </message>
    <message>
        <source>export made</source>
        <translation>eksport laget</translation>
    </message>
    <message>
        <source>audit verified</source>
        <translation>logg kontrollert</translation>
    </message>
    <message>
        <source>kiosk exit</source>
        <translation>kiosken avsluttet</translation>
    </message>
    <message>
        <source>annotation</source>
        <translation>notat</translation>
    </message>
    <message>
        <source>self test</source>
        <translation>selvtest</translation>
    </message>
    <message>
        <source>log migrated</source>
        <translation>logg migrert</translation>
    </message>
    <message>
        <source>permissions repaired</source>
        <translation>tillatelser reparert</translation>
    </message>
    <message>
        <source>unrecorded acknowledged</source>
        <translation>uregistrert avgjørelse kvittert</translation>
    </message>
    <message>
        <source>unrecorded imported</source>
        <translation>uregistrerte avgjørelser lagt til</translation>
    </message>
    <message>
        <source>unexpected error</source>
        <translation>uventet feil</translation>
    </message>
    <message>
        <source>entry withdrawn</source>
        <translation>innskrevne ord trukket tilbake</translation>
    </message>
    <message>
        <source>split warning declined</source>
        <translation>advarsel om oppdelt oppslag overstyrt</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>dommer tilkalt</translation>
    </message>
    <message>
        <source>word judge arrived</source>
        <translation>dommer på plass</translation>
    </message>
    <message>
        <source>word judge call acknowledged</source>
        <translation>dommeranrop besvart</translation>
    </message>
    <message>
        <source>ruling</source>
        <translation>kjennelse</translation>
    </message>
    <message>
        <source>central diverged</source>
        <translation>sentral kopi avviker</translation>
    </message>
    <message>
        <source>Receipt referred to</source>
        <translation>Kvitteringskode det gjelder</translation>
    </message>
    <message>
        <source>Ruling</source>
        <translation>Kjennelse</translation>
    </message>
    <message>
        <source>Rule cited</source>
        <translation>Regel det vises til</translation>
    </message>
    <message>
        <source>Penalised player</source>
        <translation>Straffet spiller</translation>
    </message>
    <message>
        <source>Penalty points</source>
        <translation>Straffepoeng</translation>
    </message>
    <message>
        <source>New receipt</source>
        <translation>Ny kvitteringskode</translation>
    </message>
    <message>
        <source>Compensated</source>
        <translation>Kompensert</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Resultat av manuelt oppslag</translation>
    </message>
    <message>
        <source>Clock jump</source>
        <translation>Klokkehopp</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>klokkehopp</translation>
    </message>
</context>
<context>
    <name>AuditChain</name>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>BRUTT ved nr. {seq} (stasjon {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>its contents do not match its hash (the record was changed after it was written)</source>
        <translation>innholdet stemmer ikke med hashen (oppføringen ble endret etter at den ble skrevet)</translation>
    </message>
    <message>
        <source>its stored text is not a valid record</source>
        <translation>den lagrede teksten er ikke en gyldig oppføring</translation>
    </message>
    <message>
        <source>its {column} column ({value}) differs from the record ({expected})</source>
        <translation>kolonnen {column} ({value}) avviker fra oppføringen ({expected})</translation>
    </message>
    <message>
        <source>it does not link to record {previous} (it was put in later, or record {previous} was edited and re-hashed)</source>
        <translation>den lenker ikke til oppføring {previous} (den ble satt inn senere, eller oppføring {previous} ble redigert og fikk ny hash)</translation>
    </message>
    <message>
        <source>a second record claims sequence number {seq}</source>
        <translation>en annen oppføring gjør også krav på løpenummer {seq}</translation>
    </message>
    <message>
        <source>record {first} is missing (the next record present is {seq})</source>
        <translation>oppføring {first} mangler (neste oppføring som finnes, er {seq})</translation>
    </message>
    <message>
        <source>records {first} to {last} are missing (the next record present is {seq})</source>
        <translation>oppføringene {first} til {last} mangler (neste oppføring som finnes, er {seq})</translation>
    </message>
    <message>
        <source>sequence number {seq} is not valid</source>
        <translation>løpenummer {seq} er ugyldig</translation>
    </message>
    <message>
        <source>it was stored after records that follow it in the chain</source>
        <translation>den ble lagret etter oppføringer som kommer etter den i kjeden</translation>
    </message>
    <message>
        <source>records are stored out of sequence order from here on</source>
        <translation>herfra er oppføringene ikke lagret i nummerrekkefølge</translation>
    </message>
</context>
<context>
    <name>AuditDetails</name>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>{local_time} (UTC {utc_time})</source>
        <translation>{local_time} (UTC {utc_time})</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Stasjon</translation>
    </message>
    <message>
        <source>{station_name} ({station_id}), seq {seq}</source>
        <translation>{station_name} ({station_id}), nr. {seq}</translation>
    </message>
    <message>
        <source>Kind</source>
        <comment>the kind of audit record</comment>
        <translation>Type</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Skrevet inn</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Ord</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Avgjørelse</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultat per ord</translation>
    </message>
    <message>
        <source>Consequence</source>
        <translation>Konsekvens</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Kilde</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Sammenligning</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detaljer</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flagg</translation>
    </message>
    <message>
        <source>none</source>
        <comment>no flags</comment>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Refers to</source>
        <translation>Gjelder</translation>
    </message>
    <message>
        <source>Event id</source>
        <translation>Hendelses-ID</translation>
    </message>
    <message>
        <source>Hash</source>
        <translation>Hash</translation>
    </message>
    <message>
        <source>seq {seq} ({kind})</source>
        <translation>nr. {seq} ({kind})</translation>
    </message>
    <message>
        <source>record {event_id}…</source>
        <translation>post {event_id}…</translation>
    </message>
    <message>
        <source>FLAGGED: {flags}</source>
        <translation>FLAGGET: {flags}</translation>
    </message>
    <message>
        <source>Record seq {seq}</source>
        <translation>Oppføring nr. {seq}</translation>
    </message>
    <message>
        <source>Annotations ({count})</source>
        <translation>Notater ({count})</translation>
    </message>
    <message>
        <source>{time}, seq {seq}</source>
        <translation>{time}, nr. {seq}</translation>
    </message>
    <message>
        <source>None. Use “Add note...” to add one.</source>
        <translation>Ingen. Bruk «Legg til notat...» for å legge til et.</translation>
    </message>
</context>
<context>
    <name>AuditJobs</name>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Skrevet inn / detaljer</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Avgjørelse</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flagg</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Stasjon</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>med notat</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s)</source>
        <translation>
            <numerusform>Kjeden er intakt: %n oppføring</numerusform>
            <numerusform>Kjeden er intakt: %n oppføringer</numerusform>
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
        <translation>HTML-rapport</translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message>
        <source>Select a record to see its details.</source>
        <translation>Velg en oppføring for å se detaljene.</translation>
    </message>
    <message>
        <source>Reading the log</source>
        <translation>Leser loggen</translation>
    </message>
    <message>
        <source>{shown} shown · {flagged} flagged</source>
        <translation>{shown} vist · {flagged} flagget</translation>
    </message>
    <message>
        <source>The log cannot be read: {error}</source>
        <translation>Loggen kan ikke leses: {error}</translation>
    </message>
    <message>
        <source>{task}: cancelled.</source>
        <translation>{task}: avbrutt.</translation>
    </message>
    <message>
        <source>Checking the chain…</source>
        <translation>Kontrollerer kjeden…</translation>
    </message>
    <message>
        <source>Checking the chain</source>
        <translation>Kontrollerer kjeden</translation>
    </message>
    <message>
        <source>Cannot check the log: {error}</source>
        <translation>Kan ikke kontrollere loggen: {error}</translation>
    </message>
    <message>
        <source>Note added to seq {seq} (recorded as seq {note_seq}).</source>
        <translation>Notat lagt til nr. {seq} (registrert som nr. {note_seq}).</translation>
    </message>
    <message>
        <source>The note was not saved: {error}</source>
        <translation>Notatet ble ikke lagret: {error}</translation>
    </message>
    <message>
        <source>Saving the note on seq {seq}…</source>
        <translation>Lagrer notatet for nr. {seq}…</translation>
    </message>
    <message>
        <source>Saving the note</source>
        <translation>Lagrer notatet</translation>
    </message>
    <message>
        <source>Exporting {format}…</source>
        <translation>Eksporterer {format}…</translation>
    </message>
    <message>
        <source>Exporting {format}</source>
        <translation>Eksporterer {format}</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}</source>
        <translation>
            <numerusform>Eksporterte %n oppføring til {path}</numerusform>
            <numerusform>Eksporterte %n oppføringer til {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}, but the log could not record the export</source>
        <translation>
            <numerusform>Eksporterte %n oppføring til {path}, men loggen kunne ikke registrere eksporten</numerusform>
            <numerusform>Eksporterte %n oppføringer til {path}, men loggen kunne ikke registrere eksporten</numerusform>
        </translation>
    </message>
    <message>
        <source>{format} export cancelled; no file was kept.</source>
        <translation>{format}-eksporten ble avbrutt; ingen fil ble beholdt.</translation>
    </message>
    <message>
        <source>{format} export failed: {error}</source>
        <translation>{format}-eksporten mislyktes: {error}</translation>
    </message>
    <message>
        <source>Export folder</source>
        <translation>Eksportmappe</translation>
    </message>
    <message>
        <source>Exports go to {folder}</source>
        <translation>Eksportfiler lagres i {folder}</translation>
    </message>
</context>
<context>
    <name>CentralLog</name>
    <message>
        <source>signed head of station {station} at record {seq} ({signed_at})</source>
        <translation>signert status for stasjon {station} ved oppføring {seq} ({signed_at})</translation>
    </message>
    <message>
        <source>{where}: the signature does not verify</source>
        <translation>{where}: signaturen er ikke gyldig</translation>
    </message>
    <message>
        <source>{where}: signed with another key than the station's pinned key ({key}… instead of {pin}…)</source>
        <translation>{where}: signert med en annen nøkkel enn stasjonens låste nøkkel ({key}… i stedet for {pin}…)</translation>
    </message>
    <message>
        <source>{where}: record {seq} is no longer in the central log</source>
        <translation>{where}: oppføring {seq} finnes ikke lenger i den sentrale loggen</translation>
    </message>
    <message>
        <source>{where}: record {seq} in the central log differs from the one the station signed (the central copy was changed)</source>
        <translation>{where}: oppføring {seq} i den sentrale loggen er ikke den stasjonen signerte (den sentrale kopien er endret)</translation>
    </message>
</context>
<context>
    <name>Changes</name>
    <message>
        <source>station name</source>
        <translation>stasjonsnavnet</translation>
    </message>
    <message>
        <source>judge key</source>
        <translation>tasten for bedømming</translation>
    </message>
    <message>
        <source>verdict shown (s)</source>
        <translation>visningstiden for avgjørelsen (s)</translation>
    </message>
    <message>
        <source>clear unjudged words after (s)</source>
        <translation>tiden før ubedømte ord tømmes (s)</translation>
    </message>
    <message>
        <source>split-lookup window (s)</source>
        <translation>vinduet for oppdelte oppslag (s)</translation>
    </message>
    <message>
        <source>font scale</source>
        <translation>skriftskaleringen</translation>
    </message>
    <message>
        <source>sound on the verdict</source>
        <translation>lyden ved avgjørelsen</translation>
    </message>
    <message>
        <source>central log</source>
        <translation>den sentrale loggen</translation>
    </message>
    <message>
        <source>receipt prefix</source>
        <translation>prefikset for kvitteringskoder</translation>
    </message>
    <message>
        <source>director mode language</source>
        <translation>språket i turneringsledermodus</translation>
    </message>
    <message>
        <source>large print and high contrast</source>
        <translation>stor skrift og høy kontrast</translation>
    </message>
    <message>
        <source>verdict said aloud</source>
        <translation>opplesingen av avgjørelsen</translation>
    </message>
    <message>
        <source>word-judge key</source>
        <translation>tasten for å tilkalle dommer</translation>
    </message>
    <message>
        <source>the colour band</source>
        <translation>fargestripen</translation>
    </message>
    <message>
        <source>the second-opinion lexicon</source>
        <translation>sammenligningsordlisten</translation>
    </message>
    <message>
        <source>who sees the second opinion</source>
        <translation>hvem som ser sammenligningen</translation>
    </message>
    <message>
        <source>asking the table number</source>
        <translation>spørsmålet om bordnummer</translation>
    </message>
    <message>
        <source>asking how many words</source>
        <translation>spørsmålet om antall ord</translation>
    </message>
    <message>
        <source>the federation preset</source>
        <translation>forbundsoppsettet</translation>
    </message>
    <message>
        <source>the players' language</source>
        <translation>spillernes språk</translation>
    </message>
    <message>
        <source>the lexicon credit line</source>
        <translation>krediteringen av ordlisten</translation>
    </message>
    <message>
        <source>{name} (not usable: {problem})</source>
        <translation>{name} (kan ikke brukes: {problem})</translation>
    </message>
    <message numerus="yes">
        <source>{name} (%n word(s), fingerprint {fingerprint})</source>
        <translation>
            <numerusform>{name} (%n ord, fingeravtrykk {fingerprint})</numerusform>
            <numerusform>{name} (%n ord, fingeravtrykk {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>Switch {profile} from {old} to {new}.</source>
        <translation>Bytt ordliste for {profile} fra {old} til {new}.</translation>
    </message>
    <message>
        <source>Change the rule of {profile} from {old} to {new}.</source>
        <translation>Endre regelen for {profile} fra {old} til {new}.</translation>
    </message>
    <message>
        <source>Add profile {profile}: lexicon {lexicon}, {rule}, colour {colour}, second opinion {second}.</source>
        <translation>Legg til profilen {profile}: ordliste {lexicon}, {rule}, farge {colour}, sammenligning {second}.</translation>
    </message>
    <message>
        <source>Change {label} of {profile} from {old} to {new}.</source>
        <translation>Endre {label} for {profile} fra {old} til {new}.</translation>
    </message>
    <message>
        <source>Remove profile {profile}.</source>
        <translation>Fjern profilen {profile}.</translation>
    </message>
    <message>
        <source>Put the profiles in this order: {order}.</source>
        <translation>Sett profilene i denne rekkefølgen: {order}.</translation>
    </message>
    <message>
        <source>Change the {label} from {old} to {new}.</source>
        <translation>Endre {label} fra {old} til {new}.</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>none (log kept locally)</source>
        <translation>ingen (loggen lagres lokalt)</translation>
    </message>
    <message>
        <source>on</source>
        <translation>på</translation>
    </message>
    <message>
        <source>off</source>
        <translation>av</translation>
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
        <translation>profil {number}</translation>
    </message>
    <message>
        <source>profile {name}</source>
        <translation>profil {name}</translation>
    </message>
    <message>
        <source>{where} name</source>
        <translation>navnet i {where}</translation>
    </message>
    <message>
        <source>[{section}] {key} must be a number, not {value}</source>
        <translation>[{section}] {key} må være et tall, ikke {value}</translation>
    </message>
    <message>
        <source>[{section}] {key} = {value} is out of range ({low} to {high})</source>
        <translation>[{section}] {key} = {value} er utenfor gyldig område ({low} til {high})</translation>
    </message>
    <message>
        <source>[{section}] {key} must be text in quotes, not {value}</source>
        <translation>[{section}] {key} må være tekst i anførselstegn, ikke {value}</translation>
    </message>
    <message>
        <source>{what} contains an invisible character (U+{code}); type the name again</source>
        <translation>{what} inneholder et usynlig tegn (U+{code}); skriv navnet på nytt</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} characters</source>
        <translation>{what} er lengre enn {limit} tegn</translation>
    </message>
    <message>
        <source>{where} contains spaces or invisible characters</source>
        <translation>{where} inneholder mellomrom eller usynlige tegn</translation>
    </message>
    <message>
        <source>{where} {value} is not a database address; write e.g. {example}</source>
        <translation>{where} {value} er ikke en databaseadresse; skriv f.eks. {example}</translation>
    </message>
    <message>
        <source>{where} must be a PostgreSQL address (postgresql+psycopg://...), not {driver}; write e.g. {example}</source>
        <translation>{where} må være en PostgreSQL-adresse (postgresql+psycopg://...), ikke {driver}; skriv f.eks. {example}</translation>
    </message>
    <message>
        <source>{where}: the driver {driver} is not installed on stations; write postgresql+psycopg://...</source>
        <translation>{where}: driveren {driver} er ikke installert på stasjonene; skriv postgresql+psycopg://...</translation>
    </message>
    <message>
        <source>{where} names no server; write e.g. {example}</source>
        <translation>{where} oppgir ingen server; skriv f.eks. {example}</translation>
    </message>
    <message>
        <source>{where} names no database; write e.g. {example}</source>
        <translation>{where} oppgir ingen database; skriv f.eks. {example}</translation>
    </message>
    <message>
        <source>{where}: {host} is not a server name (letters, digits, dots and dashes, at most 63 between two dots and 253 in all) or an IP address</source>
        <translation>{where}: {host} er verken et servernavn (bokstaver, sifre, punktum og bindestreker, høyst 63 mellom to punktum og 253 i alt) eller en IP-adresse</translation>
    </message>
    <message>
        <source>{where}: port {port} is out of range (1 to 65535)</source>
        <translation>{where}: port {port} er utenfor gyldig område (1 til 65535)</translation>
    </message>
    <message>
        <source>[settings] unknown settings: {names}</source>
        <translation>[settings] ukjente innstillinger: {names}</translation>
    </message>
    <message>
        <source>[station] unknown keys: {names}</source>
        <translation>[station] ukjente nøkler: {names}</translation>
    </message>
    <message>
        <source>{problem}. The station keeps its log locally until this is fixed.</source>
        <translation>{problem}. Stasjonen lagrer loggen lokalt til dette er rettet.</translation>
    </message>
    <message>
        <source>[settings] {key} must be true or false, not {value}</source>
        <translation>[settings] {key} må være true eller false, ikke {value}</translation>
    </message>
    <message>
        <source>it types into the words</source>
        <translation>den skriver tegn inn i ordene</translation>
    </message>
    <message>
        <source>it is not a key the station knows</source>
        <translation>stasjonen kjenner ikke denne tasten</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} cannot judge ({why}); choose one of: {keys}</source>
        <translation>[settings] judge_key {key} kan ikke brukes til bedømming ({why}); velg en av: {keys}</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} is not a key that cannot type; choose one of: {keys}, or "" for none</source>
        <translation>[settings] word_judge_key {key} må være en tast som ikke skriver tegn; velg en av: {keys}, eller "" for ingen</translation>
    </message>
    <message>
        <source>[settings] receipt_prefix {value} must be 1 to 3 of the letters {letters} (no I, L, O, S or Z, which read as digits on a slip)</source>
        <translation>[settings] receipt_prefix {value} må bestå av 1 til 3 av bokstavene {letters} (ikke I, L, O, S eller Z, som leses som sifre på en lapp)</translation>
    </message>
    <message>
        <source>{problem}. The station uses the default ({default}) until this is fixed; judging is not affected.</source>
        <translation>{problem}. Stasjonen bruker standardverdien ({default}) til dette er rettet; avgjørelsene påvirkes ikke.</translation>
    </message>
    <message>
        <source>letters derived from the station's id</source>
        <translation>bokstaver avledet av stasjonens ID</translation>
    </message>
    <message>
        <source>no credit line</source>
        <translation>ingen kreditering</translation>
    </message>
    <message>
        <source>{where} must be a [[profiles]] table</source>
        <translation>{where} må være en [[profiles]]-tabell</translation>
    </message>
    <message>
        <source>{where}: unknown keys: {names}</source>
        <translation>{where}: ukjente nøkler: {names}</translation>
    </message>
    <message>
        <source>{where} needs a name</source>
        <translation>{where} mangler navn</translation>
    </message>
    <message>
        <source>{where}: unknown challenge rule {rule}; choose one of: {rules}</source>
        <translation>{where}: ukjent utfordringsregel {rule}; velg en av: {rules}</translation>
    </message>
    <message>
        <source>{where}: colour must look like #2f6fdb, not {colour}</source>
        <translation>{where}: fargen må skrives som #2f6fdb, ikke {colour}</translation>
    </message>
    <message>
        <source>{where} needs a lexicon</source>
        <translation>{where} mangler ordliste</translation>
    </message>
    <message>
        <source>{where}: fingerprint must be the 64 lowercase hex digits `lexicon-build info` prints, not {value}</source>
        <translation>{where}: fingerprint må være de 64 heksadesimale sifrene med små bokstaver som `lexicon-build info` skriver ut, ikke {value}</translation>
    </message>
    <message>
        <source>{where}: lexicon {lexicon} is a lexicon name, not a path</source>
        <translation>{where}: ordlisten {lexicon} må oppgis med navn, ikke som filsti</translation>
    </message>
    <message>
        <source>{where}: {key} must be true or false, not {value}</source>
        <translation>{where}: {key} må være true eller false, ikke {value}</translation>
    </message>
    <message>
        <source>{where}: second_opinion_shown must be "director" (the log and director mode only) or "players", not {value}</source>
        <translation>{where}: second_opinion_shown må være "director" (bare loggen og turneringsledermodus) eller "players", ikke {value}</translation>
    </message>
    <message>
        <source>[station] and [settings] must be tables</source>
        <translation>[station] og [settings] må være tabeller</translation>
    </message>
    <message>
        <source>profiles must be written as [[profiles]] tables</source>
        <translation>profiler må skrives som [[profiles]]-tabeller</translation>
    </message>
    <message>
        <source>two profiles have the same name</source>
        <translation>to profiler har samme navn</translation>
    </message>
    <message>
        <source>at most {most} profiles (F1 to F{most}: F12 marks the out play)</source>
        <translation>høyst {most} profiler (F1 til F{most}: F12 markerer siste trekk)</translation>
    </message>
    <message>
        <source>unknown sections: {names}</source>
        <translation>ukjente seksjoner: {names}</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} chooses profile {profile}; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} velger profilen {profile}; velg en annen tast for bedømming (vanligvis Tab)</translation>
    </message>
    <message>
        <source>[settings] judge_key {key} already marks the out play; choose another judge key (Tab is the usual one)</source>
        <translation>[settings] judge_key {key} markerer allerede siste trekk; velg en annen dømmetast (Tab er den vanlige)</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already judges</source>
        <translation>[settings] word_judge_key {key} brukes allerede til bedømming</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already marks the out play</source>
        <translation>[settings] word_judge_key {key} markerer allerede siste trekk</translation>
    </message>
    <message>
        <source>[settings] word_judge_key {key} already chooses profile {number}</source>
        <translation>[settings] word_judge_key {key} velger allerede profil {number}</translation>
    </message>
    <message>
        <source>{problem}; choose another key, or "" for none</source>
        <translation>{problem}; velg en annen tast, eller "" for ingen</translation>
    </message>
    <message>
        <source>{problem}: the station has no word-judge key until this is fixed.</source>
        <translation>{problem}: stasjonen har ingen tast for å tilkalle dommer før dette er rettet.</translation>
    </message>
    <message>
        <source>[director] must be a table</source>
        <translation>[director] må være en tabell</translation>
    </message>
    <message>
        <source>[director] unknown keys: {names}</source>
        <translation>[director] ukjente nøkler: {names}</translation>
    </message>
    <message>
        <source>[director] pin_hash must be text</source>
        <translation>[director] pin_hash må være tekst</translation>
    </message>
    <message>
        <source>[director] pin_hash is not a PIN hash written by the station; set the PIN again with: challenge-kiosk director set-pin</source>
        <translation>[director] pin_hash er ikke en PIN-hash skrevet av stasjonen; angi PIN-koden på nytt med: challenge-kiosk director set-pin</translation>
    </message>
    <message>
        <source>{file} is a folder, not a settings file</source>
        <translation>{file} er en mappe, ikke en innstillingsfil</translation>
    </message>
    <message>
        <source>{file} cannot be read: {why}</source>
        <translation>{file} kan ikke leses: {why}</translation>
    </message>
    <message>
        <source>{file} is larger than {limit} bytes: not a station file</source>
        <translation>{file} er større enn {limit} byte: ikke en stasjonsfil</translation>
    </message>
    <message>
        <source>{file} is not UTF-8 text ({why})</source>
        <translation>{file} er ikke UTF-8-tekst ({why})</translation>
    </message>
    <message>
        <source>{file} is not valid TOML: {why}</source>
        <translation>{file} er ikke gyldig TOML: {why}</translation>
    </message>
    <message>
        <source>{file} is empty: it holds no settings and no profiles</source>
        <translation>{file} er tom: den inneholder ingen innstillinger og ingen profiler</translation>
    </message>
    <message>
        <source>{file} cannot be updated until it is fixed: {why}</source>
        <translation>{file} kan ikke oppdateres før den er rettet: {why}</translation>
    </message>
    <message>
        <source>{file} cannot be written: {why}</source>
        <translation>{file} kan ikke skrives: {why}</translation>
    </message>
</context>
<context>
    <name>Consequence</name>
    <message>
        <source>The play comes off the board and scores zero. The challenged player loses the turn.</source>
        <translation>Trekket tas av brettet og gir null poeng. Den utfordrede spilleren mister turen.</translation>
    </message>
    <message>
        <source>The play stands. This was the play that ended the game: there is no penalty for challenging it.</source>
        <translation>Trekket blir stående. Dette var trekket som avsluttet partiet: det gis ingen straff for å utfordre det.</translation>
    </message>
    <message>
        <source>The play stands. The challenger loses the turn.</source>
        <translation>Trekket blir stående. Utfordreren mister turen.</translation>
    </message>
    <message>
        <source>The play stands. No penalty: the challenger does not lose the turn.</source>
        <translation>Trekket blir stående. Ingen straff: utfordreren mister ikke turen.</translation>
    </message>
</context>
<context>
    <name>DirectorMode</name>
    <message>
        <source>Something unexpected happened and was recorded: {error}</source>
        <translation>Noe uventet skjedde og ble registrert: {error}</translation>
    </message>
    <message>
        <source>Unexpected error</source>
        <translation>Uventet feil</translation>
    </message>
    <message>
        <source>Exit the kiosk now? Players cannot use it.</source>
        <translation>Avslutte kiosken nå? Spillerne kan ikke bruke den.</translation>
    </message>
    <message>
        <source>Exit kiosk</source>
        <translation>Avslutt kiosken</translation>
    </message>
    <message>
        <source>Not exited</source>
        <translation>Ikke avsluttet</translation>
    </message>
    <message>
        <source>The audit log cannot record the exit.</source>
        <translation>Revisjonsloggen kan ikke registrere avslutningen.</translation>
    </message>
</context>
<context>
    <name>DirectorPanel</name>
    <message>
        <source>Leaves by itself after 2 minutes without input.</source>
        <translation>Lukkes av seg selv etter 2 minutter uten aktivitet.</translation>
    </message>
    <message>
        <source>Back to the station</source>
        <translation>Tilbake til stasjonen</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Svar: jeg går</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: see the station screen for the reason.</source>
        <translation>Revisjonsloggen kan ikke åpnes: se stasjonsskjermen for årsaken.</translation>
    </message>
    <message>
        <source>Profiles and rules</source>
        <translation>Profiler og regler</translation>
    </message>
    <message>
        <source>Lexicons</source>
        <translation>Ordlister</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Innstillinger</translation>
    </message>
    <message>
        <source>Audit log</source>
        <translation>Revisjonslogg</translation>
    </message>
    <message>
        <source>Not recorded</source>
        <translation>Ikke registrert</translation>
    </message>
    <message>
        <source>Exit</source>
        <translation>Avslutt</translation>
    </message>
    <message>
        <source>Director mode · Station {station}</source>
        <translation>Turneringsledermodus · Stasjon {station}</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) shown while the log could not record them: see the 'Not recorded' tab.</source>
        <translation>
            <numerusform>%n avgjørelse ble vist mens loggen ikke kunne registrere den: se fanen «Ikke registrert».</numerusform>
            <numerusform>%n avgjørelser ble vist mens loggen ikke kunne registrere dem: se fanen «Ikke registrert».</numerusform>
        </translation>
    </message>
    <message>
        <source>table {table}</source>
        <translation>bord {table}</translation>
    </message>
    <message>
        <source>Players called a word judge at {time} ({where}).</source>
        <translation>Spillere tilkalte en dommer klokken {time} ({where}).</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>ingen gruppe valgt</translation>
    </message>
</context>
<context>
    <name>DirectorService</name>
    <message>
        <source>No central log is set: this station keeps its log only locally.</source>
        <translation>Ingen sentral logg er satt opp: stasjonen lagrer loggen bare lokalt.</translation>
    </message>
    <message>
        <source>Not usable: {why}</source>
        <translation>Kan ikke brukes: {why}</translation>
    </message>
    <message>
        <source>Not a database address: {why}</source>
        <translation>Ikke en databaseadresse: {why}</translation>
    </message>
    <message>
        <source>This station cannot talk to that kind of database: {why}</source>
        <translation>Stasjonen kan ikke kommunisere med denne typen database: {why}</translation>
    </message>
    <message>
        <source>The central log did not answer: {why}</source>
        <translation>Den sentrale loggen svarte ikke: {why}</translation>
    </message>
    <message>
        <source>Connected to the central log.</source>
        <translation>Koblet til den sentrale loggen.</translation>
    </message>
    <message>
        <source>{why}. Nothing was changed.</source>
        <translation>{why}. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>Profile {profile}: {problem}. Nothing was changed.</source>
        <translation>Profil {profile}: {problem}. Ingenting ble endret.</translation>
    </message>
    <message>
        <source>the station file could not be written: {why}</source>
        <translation>stasjonsfilen kunne ikke skrives: {why}</translation>
    </message>
    <message>
        <source>not changed: the audit log cannot record it ({why})</source>
        <translation>ikke endret: revisjonsloggen kan ikke registrere endringen ({why})</translation>
    </message>
    <message>
        <source>no earlier good station file was kept on this station</source>
        <translation>det finnes ingen tidligere fungerende stasjonsfil på denne stasjonen</translation>
    </message>
    <message>
        <source>Refused: {why}</source>
        <translation>Avvist: {why}</translation>
    </message>
    <message>
        <source>Refused: {why} (the refusal could not be recorded in the audit log: {problem})</source>
        <translation>Avvist: {why} (avvisningen kunne ikke registreres i revisjonsloggen: {problem})</translation>
    </message>
    <message>
        <source>the name {name} is reserved for the built-in lexicon</source>
        <translation>navnet {name} er reservert for den innebygde ordlisten</translation>
    </message>
    <message>
        <source>a different lexicon called {name} is installed ({fingerprint}); remove it first or give this one another name</source>
        <translation>en annen ordliste med navnet {name} er installert ({fingerprint}); fjern den først eller gi denne et annet navn</translation>
    </message>
    <message>
        <source>not installed: {target} cannot be written ({why})</source>
        <translation>ikke installert: {target} kan ikke skrives ({why})</translation>
    </message>
    <message>
        <source>not installed: the audit log cannot record it ({why})</source>
        <translation>ikke installert: revisjonsloggen kan ikke registrere installasjonen ({why})</translation>
    </message>
    <message>
        <source>{name} is in use by: {profiles}. Switch them first.</source>
        <translation>{name} brukes av: {profiles}. Bytt ordliste for dem først.</translation>
    </message>
    <message>
        <source>the built-in ENABLE lexicon cannot be removed</source>
        <translation>den innebygde ordlisten ENABLE kan ikke fjernes</translation>
    </message>
    <message>
        <source>not removed: the audit log cannot record it ({why})</source>
        <translation>ikke fjernet: revisjonsloggen kan ikke registrere fjerningen ({why})</translation>
    </message>
    <message>
        <source>the audit log is not open: nothing can be added yet</source>
        <translation>revisjonsloggen er ikke åpen: ingenting kan legges til ennå</translation>
    </message>
    <message>
        <source>the waiting verdicts cannot be read or moved: {why}</source>
        <translation>de ventende avgjørelsene kan ikke leses eller flyttes: {why}</translation>
    </message>
</context>
<context>
    <name>ExitTab</name>
    <message>
        <source>Exit the kiosk to reach the computer's desktop. The exit is recorded in the audit log. Players cannot use this station until it is started again.</source>
        <translation>Avslutt kiosken for å komme til datamaskinens skrivebord. Avslutningen registreres i revisjonsloggen. Spillerne kan ikke bruke stasjonen før den startes igjen.</translation>
    </message>
    <message>
        <source>Exit kiosk…</source>
        <translation>Avslutt kiosken…</translation>
    </message>
</context>
<context>
    <name>FilterBar</name>
    <message>
        <source>From</source>
        <comment>the first day shown</comment>
        <translation>Fra</translation>
    </message>
    <message>
        <source>to</source>
        <comment>the last day shown</comment>
        <translation>til</translation>
    </message>
    <message>
        <source>Any</source>
        <comment>any verdict</comment>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Acceptable</source>
        <translation>Godkjent</translation>
    </message>
    <message>
        <source>Unacceptable</source>
        <translation>Underkjent</translation>
    </message>
    <message>
        <source>All</source>
        <comment>records of every kind</comment>
        <translation>Alle</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Bedømminger</translation>
    </message>
    <message>
        <source>Events</source>
        <translation>Hendelser</translation>
    </message>
    <message>
        <source>Flagged only</source>
        <translation>Bare flaggede</translation>
    </message>
    <message>
        <source>words typed</source>
        <translation>innskrevne ord</translation>
    </message>
    <message>
        <source>Kind:</source>
        <comment>the kind of audit record</comment>
        <translation>Type:</translation>
    </message>
    <message>
        <source>Station:</source>
        <translation>Stasjon:</translation>
    </message>
    <message>
        <source>Profile:</source>
        <translation>Profil:</translation>
    </message>
    <message>
        <source>Lexicon:</source>
        <translation>Ordliste:</translation>
    </message>
    <message>
        <source>Verdict:</source>
        <translation>Avgjørelse:</translation>
    </message>
    <message>
        <source>Search:</source>
        <translation>Søk:</translation>
    </message>
    <message>
        <source>Any station</source>
        <translation>Alle stasjoner</translation>
    </message>
    <message>
        <source>Any profile</source>
        <translation>Alle profiler</translation>
    </message>
    <message>
        <source>Any lexicon</source>
        <translation>Alle ordlister</translation>
    </message>
</context>
<context>
    <name>Fleet</name>
    <message>
        <source>heartbeat body unreadable ({reason})</source>
        <translation>livstegnet kan ikke leses ({reason})</translation>
    </message>
    <message>
        <source>{count} characters, more than {most}</source>
        <translation>{count} tegn, mer enn {most}</translation>
    </message>
    <message>
        <source>not an object</source>
        <translation>ikke et objekt</translation>
    </message>
    <message>
        <source>cannot judge</source>
        <translation>kan ikke avgjøre</translation>
    </message>
    <message>
        <source>a division cannot judge</source>
        <translation>én gruppe kan ikke avgjøre</translation>
    </message>
    <message>
        <source>its central copy differs</source>
        <translation>den sentrale kopien avviker</translation>
    </message>
    <message>
        <source>not signed yet</source>
        <translation>ikke signert ennå</translation>
    </message>
    <message>
        <source>signed up to record {seq}</source>
        <translation>signert til og med oppføring {seq}</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: {division} expects {lexicon} ({fingerprint}, %n word(s))</source>
        <translation>
            <numerusform>avvik: {division} forventer {lexicon} ({fingerprint}, %n ord)</numerusform>
            <numerusform>avvik: {division} forventer {lexicon} ({fingerprint}, %n ord)</numerusform>
        </translation>
    </message>
    <message>
        <source>mismatch: {division} expects {lexicon} ({fingerprint})</source>
        <translation>avvik: {division} forventer {lexicon} ({fingerprint})</translation>
    </message>
    <message numerus="yes">
        <source>mismatch: %n adjudication(s) in {division} with {lexicon} ({fingerprint}); {source} says {wanted} ({wanted_fingerprint})</source>
        <translation>
            <numerusform>avvik: %n avgjørelse i {division} med {lexicon} ({fingerprint}); {source} sier {wanted} ({wanted_fingerprint})</numerusform>
            <numerusform>avvik: %n avgjørelser i {division} med {lexicon} ({fingerprint}); {source} sier {wanted} ({wanted_fingerprint})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no heartbeat: known from its records (%n adjudication(s))</source>
        <translation>
            <numerusform>ingen livstegn: kjent fra postene sine (%n avgjørelse)</numerusform>
            <numerusform>ingen livstegn: kjent fra postene sine (%n avgjørelser)</numerusform>
        </translation>
    </message>
    <message>
        <source>forged heartbeat at {time} ({why}): ignored, the card shows the station's own</source>
        <translation>forfalsket livstegn kl. {time} ({why}): oversett, kortet viser stasjonens eget</translation>
    </message>
    <message>
        <source>heartbeat not verified: no signed chain head of this station yet</source>
        <translation>livstegn ikke kontrollert: ingen signert kjedeende fra denne stasjonen ennå</translation>
    </message>
    <message>
        <source>on the plan's roster; nothing received from it</source>
        <translation>på planens liste; ingenting mottatt fra den</translation>
    </message>
    <message>
        <source>last record: {kind}</source>
        <translation>siste post: {kind}</translation>
    </message>
    <message>
        <source>clock {count} min fast</source>
        <translation>klokken går {count} min for fort</translation>
    </message>
    <message>
        <source>clock {count} min slow</source>
        <translation>klokken går {count} min for sakte</translation>
    </message>
    <message>
        <source>clock {count} s fast</source>
        <translation>klokken går {count} s for fort</translation>
    </message>
    <message>
        <source>clock {count} s slow</source>
        <translation>klokken går {count} s for sakte</translation>
    </message>
    <message>
        <source>{station}: {problem}</source>
        <translation>{station}: {problem}</translation>
    </message>
    <message>
        <source>mismatch: {what} has {kinds} word lists; this one is at {alike} of {stations} stations (another at {others})</source>
        <translation>avvik: {what} har {kinds} ulike ordlisteversjoner; denne er på {alike} av {stations} stasjoner (en annen på {others})</translation>
    </message>
    <message>
        <source>unreadable record</source>
        <translation>uleselig oppføring</translation>
    </message>
    <message>
        <source>NOT RECORDED at the time (added later)</source>
        <translation>IKKE REGISTRERT der og da (lagt til senere)</translation>
    </message>
    <message>
        <source>possible split lookup</source>
        <translation>mulig oppdelt oppslag</translation>
    </message>
    <message>
        <source>ruling: {title}</source>
        <translation>kjennelse: {title}</translation>
    </message>
    <message>
        <source>earlier: {receipt}</source>
        <translation>tidligere: {receipt}</translation>
    </message>
    <message>
        <source>earlier: {receipt}, {seconds} s before</source>
        <translation>tidligere: {receipt}, {seconds} s før</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>nr. {seq}</translation>
    </message>
    <message>
        <source>{summary}. {note}</source>
        <translation>{summary}. {note}</translation>
    </message>
    <message>
        <source>clock jump: {what}</source>
        <translation>klokkehopp: {what}</translation>
    </message>
    <message>
        <source>game joined after the event</source>
        <translation>parti knyttet etter turneringen</translation>
    </message>
    <message>
        <source>The central log has no fleet tables yet ({error}): start a station that uses it, or run 'challenge-kiosk fleet expect' with the owner's address, to bring it up to date.</source>
        <translation>Den sentrale loggen har ingen tabeller for stasjonsoversikten ennå ({error}): start en stasjon som bruker den, eller kjør 'challenge-kiosk fleet expect' med eierens adresse, for å oppdatere den.</translation>
    </message>
    <message>
        <source>The central log cannot be read: {error}</source>
        <translation>Den sentrale loggen kan ikke leses: {error}</translation>
    </message>
    <message>
        <source>The central log cannot be searched: {error}</source>
        <translation>Det kan ikke søkes i den sentrale loggen: {error}</translation>
    </message>
    <message>
        <source>No such record.</source>
        <translation>Oppføringen finnes ikke.</translation>
    </message>
    <message>
        <source>Too many wrong passwords: wait a minute.</source>
        <translation>For mange feil passord: vent ett minutt.</translation>
    </message>
    <message>
        <source>That form is too large.</source>
        <translation>Skjemaet er for stort.</translation>
    </message>
    <message>
        <source>Wrong password.</source>
        <translation>Feil passord.</translation>
    </message>
    <message>
        <source>{count} s ago</source>
        <translation>for {count} s siden</translation>
    </message>
    <message>
        <source>{count} min ago</source>
        <translation>for {count} min siden</translation>
    </message>
    <message>
        <source>That call is no longer open.</source>
        <translation>Det anropet venter ikke lenger.</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements: start it with --ack-central (see docs/central-roles.sql), or acknowledge at the station.</source>
        <translation>Denne siden kan ikke registrere svar på anrop: start den med --ack-central (se docs/central-roles.sql), eller svar ved stasjonen.</translation>
    </message>
    <message>
        <source>The acknowledgement could not be recorded: {error}. Go to the station.</source>
        <translation>Svaret kunne ikke registreres: {error}. Gå til stasjonen.</translation>
    </message>
    <message>
        <source>{whole}.{tenth} h ago</source>
        <translation>for {whole},{tenth} t siden</translation>
    </message>
    <message>
        <source>No such export.</source>
        <translation>Den eksporten finnes ikke.</translation>
    </message>
    <message>
        <source>Fleet</source>
        <translation>Stasjonsoversikt</translation>
    </message>
    <message>
        <source>Challenge stations</source>
        <translation>Utfordringsstasjoner</translation>
    </message>
    <message>
        <source>Receipt code or word</source>
        <translation>Kvitteringskode eller ord</translation>
    </message>
    <message>
        <source>Search all stations</source>
        <translation>Søk på alle stasjoner</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Søk</translation>
    </message>
    <message>
        <source>Player name</source>
        <translation>Spillerens navn</translation>
    </message>
    <message>
        <source>Search by player name</source>
        <translation>Søk etter spillernavn</translation>
    </message>
    <message>
        <source>Find player</source>
        <translation>Finn spiller</translation>
    </message>
    <message>
        <source>Log out</source>
        <translation>Logg ut</translation>
    </message>
    <message>
        <source>offline</source>
        <translation>frakoblet</translation>
    </message>
    <message>
        <source>busy</source>
        <translation>opptatt</translation>
    </message>
    <message>
        <source>free</source>
        <translation>ledig</translation>
    </message>
    <message>
        <source>director</source>
        <translation>turneringsledermodus</translation>
    </message>
    <message>
        <source>not ready</source>
        <translation>ikke klar</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>stoppet</translation>
    </message>
    <message>
        <source>missing</source>
        <translation>mangler</translation>
    </message>
    <message>
        <source>no heartbeat</source>
        <translation>ingen livstegn</translation>
    </message>
    <message>
        <source>A player called a word judge</source>
        <translation>En spiller tilkalte en dommer</translation>
    </message>
    <message>
        <source>Station {station}</source>
        <translation>Stasjon {station}</translation>
    </message>
    <message>
        <source>no division chosen</source>
        <translation>ingen gruppe valgt</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Bord {table}</translation>
    </message>
    <message>
        <source>no table given</source>
        <translation>bord ikke oppgitt</translation>
    </message>
    <message>
        <source>called at {time}</source>
        <translation>tilkalt klokken {time}</translation>
    </message>
    <message>
        <source>Acknowledge: I am going</source>
        <translation>Svar: jeg går</translation>
    </message>
    <message>
        <source>Forged heartbeats (ignored) for: {stations}</source>
        <translation>Forfalskede livstegn (oversett) for: {stations}</translation>
    </message>
    <message>
        <source>Offline: {stations}</source>
        <translation>Frakoblet: {stations}</translation>
    </message>
    <message>
        <source>On the plan's roster, never heard from: {stations}</source>
        <translation>På planens liste, aldri hørt fra: {stations}</translation>
    </message>
    <message>
        <source>Recording without a heartbeat: {stations}</source>
        <translation>Registrerer uten livstegn: {stations}</translation>
    </message>
    <message>
        <source>Waiting for a director: {stations}</source>
        <translation>Venter på turneringsleder: {stations}</translation>
    </message>
    <message>
        <source>Stations: {count}, online: {online}, busy: {busy}.</source>
        <translation>Stasjoner: {count}, tilkoblet: {online}, opptatt: {busy}.</translation>
    </message>
    <message>
        <source>Updated {time}; offline after {seconds} s without a heartbeat.</source>
        <translation>Oppdatert {time}; frakoblet etter {seconds} s uten livstegn.</translation>
    </message>
    <message>
        <source>Event: {event} (chosen with --event).</source>
        <translation>Arrangement: {event} (valgt med --event).</translation>
    </message>
    <message>
        <source>Event: {event} (the first published).</source>
        <translation>Arrangement: {event} (det først publiserte).</translation>
    </message>
    <message>
        <source>Also published, not watched: {events} (choose with --event).</source>
        <translation>Også publisert, ikke fulgt: {events} (velg med --event).</translation>
    </message>
    <message>
        <source>Event plan: {event}, serial {serial}, from {time} (UTC).</source>
        <translation>Turneringsplan: {event}, nummer {serial}, fra {time} (UTC).</translation>
    </message>
    <message>
        <source>Plan {serial}: in force since {time}</source>
        <translation>Plan {serial}: gjelder siden {time}</translation>
    </message>
    <message>
        <source>Plan {serial}: from {time} (in {minutes} min)</source>
        <translation>Plan {serial}: fra {time} (om {minutes} min)</translation>
    </message>
    <message>
        <source>Plan {serial}: ended</source>
        <translation>Plan {serial}: avsluttet</translation>
    </message>
    <message>
        <source>Plan {serial}: superseded</source>
        <translation>Plan {serial}: erstattet</translation>
    </message>
    <message>
        <source>accepted by {accepted} of {stations} stations</source>
        <translation>godtatt av {accepted} av {stations} stasjoner</translation>
    </message>
    <message>
        <source>{station} refused it ({reason})</source>
        <translation>{station} avviste den ({reason})</translation>
    </message>
    <message>
        <source>{stations} not yet</source>
        <translation>{stations} ikke ennå</translation>
    </message>
    <message>
        <source>Expected:</source>
        <translation>Forventet:</translation>
    </message>
    <message>
        <source>heartbeat {age}</source>
        <translation>livstegn {age}</translation>
    </message>
    <message>
        <source>v{version}</source>
        <translation>v{version}</translation>
    </message>
    <message>
        <source>relay backlog {count}</source>
        <translation>overføringskø {count}</translation>
    </message>
    <message>
        <source>last adjudication {time}</source>
        <translation>siste bedømming {time}</translation>
    </message>
    <message>
        <source>cannot judge: {problem}</source>
        <translation>kan ikke avgjøre: {problem}</translation>
    </message>
    <message>
        <source>chain: {chain}</source>
        <translation>kjede: {chain}</translation>
    </message>
    <message>
        <source>No station has sent a heartbeat yet. Stations send one every 15 s once their central log address is set.</source>
        <translation>Ingen stasjon har sendt livstegn ennå. Stasjonene sender ett hvert 15. sekund når adressen til den sentrale loggen er satt opp.</translation>
    </message>
    <message>
        <source>The same word, different verdicts</source>
        <translation>Samme ord, ulike avgjørelser</translation>
    </message>
    <message>
        <source>ACCEPTABLE at {where}</source>
        <translation>GODKJENT ved {where}</translation>
    </message>
    <message>
        <source>UNACCEPTABLE at {where}</source>
        <translation>IKKE GODKJENT ved {where}</translation>
    </message>
    <message>
        <source>Disputes by division and table</source>
        <translation>Tvister etter divisjon og bord</translation>
    </message>
    <message>
        <source>Flagged, newest first</source>
        <translation>Flaggede, nyeste først</translation>
    </message>
    <message>
        <source>Player: {name}</source>
        <translation>Spiller: {name}</translation>
    </message>
    <message>
        <source>The players' names are still being read from the log: older records may be missing.</source>
        <translation>Spillernavnene leses fortsatt fra loggen: eldre føringer kan mangle.</translation>
    </message>
    <message>
        <source>More than {count} records match, newest first.</source>
        <translation>Mer enn {count} oppføringer passer, nyeste først.</translation>
    </message>
    <message>
        <source>Records that match: {count}, newest first.</source>
        <translation>Oppføringer som passer: {count}, nyeste først.</translation>
    </message>
    <message>
        <source>Newest</source>
        <translation>Nyeste</translation>
    </message>
    <message>
        <source>Older</source>
        <translation>Eldre</translation>
    </message>
    <message>
        <source>Nothing flagged.</source>
        <translation>Ingenting er flagget.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n ord</numerusform>
            <numerusform>%n ord</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lexicon mismatch at %n station(s): {stations}</source>
        <translation>
            <numerusform>Avvikende ordliste på %n stasjon: {stations}</numerusform>
            <numerusform>Avvikende ordliste på %n stasjoner: {stations}</numerusform>
        </translation>
    </message>
    <message>
        <source>Needs attention: {count}</source>
        <translation>Trenger oppmerksomhet: {count}</translation>
    </message>
    <message>
        <source>Healthy stations {first}–{last} of {count}</source>
        <translation>Stasjoner uten problemer {first}–{last} av {count}</translation>
    </message>
    <message>
        <source>Needs a ruling: judged with a superseded list after the plan's instant ({count})</source>
        <translation>Trenger en avgjørelse: dømt med en erstattet liste etter planens tidspunkt ({count})</translation>
    </message>
    <message>
        <source>judged with {lexicon}; {plan} says {wanted}</source>
        <translation>dømt med {lexicon}; {plan} sier {wanted}</translation>
    </message>
    <message>
        <source>Look-ups to check against the pairings ({count})</source>
        <translation>Oppslag som må sjekkes mot oppsettet ({count})</translation>
    </message>
    <message>
        <source>Download:</source>
        <translation>Last ned:</translation>
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
        <translation>Siste bedømminger</translation>
    </message>
    <message>
        <source>No adjudication yet.</source>
        <translation>Ingen bedømminger ennå.</translation>
    </message>
    <message>
        <source>Adjudications per hour ({count} in the last 12 hours)</source>
        <translation>Bedømminger per time ({count} de siste 12 timene)</translation>
    </message>
    <message>
        <source>Adjudications per hour</source>
        <translation>Bedømminger per time</translation>
    </message>
    <message>
        <source>Adjudications per hour and division</source>
        <translation>Bedømminger per time og gruppe</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Adjudications</source>
        <translation>Bedømminger</translation>
    </message>
    <message>
        <source>Busiest stations</source>
        <translation>Travleste stasjoner</translation>
    </message>
    <message>
        <source>None yet.</source>
        <translation>Ingen ennå.</translation>
    </message>
    <message>
        <source>Counting…</source>
        <translation>Teller…</translation>
    </message>
    <message>
        <source>Director login</source>
        <translation>Innlogging for turneringsleder</translation>
    </message>
    <message>
        <source>Head director</source>
        <translation>Hovedturneringsleder</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passord</translation>
    </message>
    <message>
        <source>Log in</source>
        <translation>Logg inn</translation>
    </message>
    <message>
        <source>The page lost its connection to the fleet server: the figures below may be old.</source>
        <translation>Siden mistet forbindelsen til oversiktsserveren: tallene nedenfor kan være utdaterte.</translation>
    </message>
    <message>
        <source>Click to enable the sound of calls</source>
        <translation>Klikk for å slå på lyden for anrop</translation>
    </message>
    <message>
        <source>Your name, for acknowledgements:</source>
        <translation>Navnet ditt, når du svarer:</translation>
    </message>
    <message>
        <source>This page cannot record acknowledgements (no --ack-central): acknowledge at the station.</source>
        <translation>Denne siden kan ikke registrere svar (ingen --ack-central): svar ved stasjonen.</translation>
    </message>
    <message>
        <source>Record</source>
        <translation>Oppføring</translation>
    </message>
    <message>
        <source>Search: {query}</source>
        <translation>Søk: {query}</translation>
    </message>
    <message>
        <source>Type a receipt code from a challenge slip (e.g. GK-0042) or a word.</source>
        <translation>Skriv en kvitteringskode fra en utfordringslapp (f.eks. GK-0042) eller et ord.</translation>
    </message>
    <message>
        <source>No record matches.</source>
        <translation>Ingen oppføringer passer til søket.</translation>
    </message>
    <message>
        <source>word judge called</source>
        <translation>dommer tilkalt</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Runde {round} · Bord {table} · {one} mot {two}</translation>
    </message>
    <message>
        <source>{game} (joined after the event)</source>
        <translation>{game} (knyttet etter turneringen)</translation>
    </message>
    <message>
        <source>no game at Table {table} this round</source>
        <translation>ikke noe parti ved bord {table} denne runden</translation>
    </message>
    <message>
        <source>look-up from a table with no game this round</source>
        <translation>oppslag fra et bord uten parti denne runden</translation>
    </message>
    <message>
        <source>look-up from a game already scored</source>
        <translation>oppslag for et parti som allerede er ført</translation>
    </message>
    <message>
        <source>{division} is rated {rating} in the pairings; judged with {lexicon}</source>
        <translation>{division} har ratingsystemet {rating} i oppsettet; dømt med {lexicon}</translation>
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
        <translation>overføring: {error}</translation>
    </message>
    <message>
        <source>relay stopped, {why}</source>
        <translation>overføring stoppet, {why}</translation>
    </message>
</context>
<context>
    <name>Heartbeat</name>
    <message>
        <source>Fleet heartbeat: off (no central log set).</source>
        <translation>Livstegn til oversikten: av (ingen sentral logg er satt opp).</translation>
    </message>
    <message>
        <source>Fleet heartbeat: the central log is unreachable. Last error: {error}</source>
        <translation>Livstegn til oversikten: den sentrale loggen kan ikke nås. Siste feil: {error}</translation>
    </message>
    <message>
        <source>Fleet heartbeat: connecting…</source>
        <translation>Livstegn til oversikten: kobler til…</translation>
    </message>
    <message>
        <source>Fleet heartbeat: sent {seconds} s ago.</source>
        <translation>Livstegn til oversikten: sendt for {seconds} s siden.</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <source>Type the challenged words first, then press {key}.</source>
        <translation>Skriv først de utfordrede ordene, trykk så {key}.</translation>
    </message>
    <message>
        <source>Correct the words marked in red, then press {key}.</source>
        <translation>Rett ordene som er merket med rødt, trykk så {key}.</translation>
    </message>
    <message>
        <source>Choose your division first: press {keys}.</source>
        <translation>Velg gruppe først: trykk {keys}.</translation>
    </message>
    <message>
        <source>NOT RECORDED: the director must acknowledge this verdict ({key}).</source>
        <translation>IKKE REGISTRERT: turneringslederen må kvittere for denne avgjørelsen ({key}).</translation>
    </message>
    <message>
        <source>{name} cannot be judged at this station now: call the director.</source>
        <translation>Utfordringer i {name} kan ikke avgjøres her nå: tilkall turneringslederen.</translation>
    </message>
    <message>
        <source>Type the table number (1 to {most}) with the digit keys, then press Enter.</source>
        <translation>Skriv bordnummeret (1 til {most}) med talltastene, og trykk Enter.</translation>
    </message>
    <message>
        <source>Press 1 if this is your game, 0 if it is not.</source>
        <translation>Trykk 1 hvis dette er partiet deres, 0 hvis ikke.</translation>
    </message>
    <message>
        <source>Press the number of your game ({keys}), or 0 if none of them is yours.</source>
        <translation>Trykk nummeret på partiet deres ({keys}), eller 0 hvis ingen av dem er deres.</translation>
    </message>
    <message>
        <source>Press a digit from 1 to {most}: how many words are challenged?</source>
        <translation>Trykk et tall fra 1 til {most}: hvor mange ord utfordres?</translation>
    </message>
    <message>
        <source>From now on {division} judges with {new} (it was {old}): the judge key judges with {new}.</source>
        <translation>Fra nå dømmer {division} med {new} (var {old}): dømmetasten dømmer med {new}.</translation>
    </message>
    <message>
        <source>Opening the audit log: the verdict follows in a moment.</source>
        <translation>Åpner revisjonsloggen: avgjørelsen kommer om et øyeblikk.</translation>
    </message>
    <message>
        <source>That is as much as the station takes: {limit} characters.</source>
        <translation>Mer tar ikke stasjonen imot: {limit} tegn.</translation>
    </message>
    <message>
        <source>{keys} or {last}</source>
        <translation>{keys} eller {last}</translation>
    </message>
    <message>
        <source>A table number has at most {digits} digits (1 to {most}): the {digit} after {typed} was not added.</source>
        <translation>Et bordnummer har høyst {digits} sifre (1 til {most}): {digit} etter {typed} ble ikke lagt til.</translation>
    </message>
</context>
<context>
    <name>LexiconBuild</name>
    <message>
        <source>longer than {most} letters, so not a word</source>
        <translation>lengre enn {most} bokstaver, altså ikke et ord</translation>
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
  ... og {more} til</translation>
    </message>
    <message>
        <source>{file}: the word lists hold more than {most} entries, more than a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>{file}: ordfilene har flere enn {most} oppføringer, mer enn en ordliste kan romme (de største publiserte listene har rundt 3 millioner)</translation>
    </message>
    <message>
        <source>{file}: {why}</source>
        <translation>{file}: {why}</translation>
    </message>
    <message>
        <source>{file}: {why} (read as {format})</source>
        <translation>{file}: {why} (lest som {format})</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: {count}; fix them, or build with --skip-invalid to leave them out</source>
        <translation>linjer som ikke er ord i alfabetet ({alphabet}): {count}; rett dem, eller bygg med --skip-invalid for å utelate dem</translation>
    </message>
    <message>
        <source>lines that are not words of the {alphabet} alphabet: more than {count}, so the build stopped reading; fix them, or build with --skip-invalid to leave them out (it reads every line and counts them)</source>
        <translation>linjer som ikke er ord i alfabetet ({alphabet}): flere enn {count}, så lesingen stoppet; rett dem, eller bygg med --skip-invalid for å utelate dem (da leses og telles hver linje)</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines</source>
        <translation>{message}
{rejects}
  ... og flere: stoppet etter {count} feil linjer</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? try --alphabet {alphabet}</source>
        <translation>{message}
{rejects}
  ... og flere: stoppet etter {count} feil linjer; er listen i et annet alfabet? prøv --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>{message}
{rejects}
  ... and more: stopped after {count} bad lines; is this list in another alphabet? every line read is a word of {alphabets} (--alphabet NAME)</source>
        <translation>{message}
{rejects}
  ... og flere: stoppet etter {count} feil linjer; er listen i et annet alfabet? hver linje som er lest, er et ord i {alphabets} (--alphabet NAVN)</translation>
    </message>
    <message>
        <source>no words found in the input</source>
        <translation>fant ingen ord i inndataene</translation>
    </message>
    <message>
        <source>no words found in the input ({skipped} longer than {board} letters left out)</source>
        <translation>fant ingen ord i inndataene ({skipped} ord lengre enn {board} bokstaver er utelatt)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words, not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>ordfilene har {listed} ord, ikke forventet antall ({expected}); kontroller at du har riktige filer (ingenting ble lagret)</translation>
    </message>
    <message>
        <source>the lists hold {listed} words ({skipped} longer than {board} letters left out), not the expected {expected}; check that you have the right files (nothing was written)</source>
        <translation>ordfilene har {listed} ord ({skipped} lengre enn {board} bokstaver er utelatt), ikke forventet antall ({expected}); kontroller at du har riktige filer (ingenting ble lagret)</translation>
    </message>
    <message>
        <source>unknown input format {name}; known: {known}</source>
        <translation>ukjent inndataformat {name}; kjente formater: {known}</translation>
    </message>
    <message>
        <source>the file is in no known word-list format</source>
        <translation>filen er ikke i noe kjent ordfilformat</translation>
    </message>
    <message>
        <source>the word graph ends in the middle of a node ({stray} stray bytes); the file is truncated or damaged</source>
        <translation>ordgrafen slutter midt i en node ({stray} overskytende byte); filen er avkortet eller skadet</translation>
    </message>
    <message>
        <source>the file is too short to be a Quackle lexicon (truncated?)</source>
        <translation>filen er for kort til å være en Quackle-ordliste (avkortet?)</translation>
    </message>
    <message>
        <source>Quackle lexicon format version {version} is not supported (only version 1)</source>
        <translation>versjon {version} av Quackles ordlisteformat støttes ikke (bare versjon 1)</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is unreadable; the file is damaged or not a Quackle lexicon</source>
        <translation>bokstav {number} i filens alfabet kan ikke leses; filen er skadet eller ikke en Quackle-ordliste</translation>
    </message>
    <message>
        <source>letter {number} of the file's alphabet is not UTF-8 text; the file is damaged</source>
        <translation>bokstav {number} i filens alfabet er ikke UTF-8-tekst; filen er skadet</translation>
    </message>
    <message>
        <source>the file has no word graph; it is truncated</source>
        <translation>filen har ingen ordgraf; den er avkortet</translation>
    </message>
    <message>
        <source>the header says {count} words but the word graph holds {found}; the file is damaged</source>
        <translation>filhodet oppgir {count} ord, men ordgrafen inneholder {found}; filen er skadet</translation>
    </message>
    <message>
        <source>its checksum does not match its words (the hash in its header is not that of the word list it holds); the file is damaged</source>
        <translation>kontrollsummen stemmer ikke med ordene (hashen i filhodet hører ikke til ordene i filen); filen er skadet</translation>
    </message>
    <message>
        <source>the word graph uses letter number {number}, but the file's alphabet has only {count} letters; the file is damaged</source>
        <translation>ordgrafen bruker bokstav nummer {number}, men filens alfabet har bare {count} bokstaver; filen er skadet</translation>
    </message>
    <message>
        <source>its alphabet names the tile {tile} twice ("{first}" and "{second}"); the file is damaged</source>
        <translation>alfabetet oppgir brikken {tile} to ganger («{first}» og «{second}»); filen er skadet</translation>
    </message>
    <message>
        <source>its words use {letters}, which is not a tile of the {alphabet} alphabet; {hint}</source>
        <translation>ordene bruker {letters}, som ikke er en brikke i alfabetet ({alphabet}); {hint}</translation>
    </message>
    <message>
        <source>its words use {letters}, which are not tiles of the {alphabet} alphabet; {hint}</source>
        <translation>ordene bruker {letters}, som ikke er brikker i alfabetet ({alphabet}); {hint}</translation>
    </message>
    <message>
        <source>build with --alphabet {alphabet}</source>
        <translation>bygg med --alphabet {alphabet}</translation>
    </message>
    <message>
        <source>build with the --alphabet it was made for ({alphabets} fit)</source>
        <translation>angi med --alphabet alfabetet filen ble laget for ({alphabets} passer)</translation>
    </message>
    <message>
        <source>no shipped alphabet has all of its letters</source>
        <translation>ingen av de medfølgende alfabetene har alle bokstavene filen bruker</translation>
    </message>
    <message>
        <source>the file's length is not a whole number of 4-byte nodes; it is truncated or not a .kwg file</source>
        <translation>filens lengde er ikke et helt antall noder på 4 byte; den er avkortet eller ikke en .kwg-fil</translation>
    </message>
    <message>
        <source>node 0 is not a word graph header; the file is damaged or not a .kwg file</source>
        <translation>node 0 er ikke hodet til en ordgraf; filen er skadet eller ikke en .kwg-fil</translation>
    </message>
    <message>
        <source>tile {tile} does not exist in the {alphabet} alphabet ({count} tiles); choose the alphabet this file was built with (--alphabet)</source>
        <translation>brikke {tile} finnes ikke i alfabetet ({alphabet}, {count} brikker); velg alfabetet filen ble bygd med (--alphabet)</translation>
    </message>
    <message>
        <source>a word of the word graph holds tile 0 (the GADDAG separator); the file is damaged</source>
        <translation>et ord i ordgrafen inneholder brikke 0 (GADDAG-skilletegnet); filen er skadet</translation>
    </message>
    <message>
        <source>it has {lines} lines, more than the {most} words a lexicon may hold (the largest published lists hold about 3 million)</source>
        <translation>den har {lines} linjer, flere enn de {most} ordene en ordliste kan romme (de største publiserte listene har rundt 3 millioner)</translation>
    </message>
    <message>
        <source>line {line} is not UTF-8 text; save the list as UTF-8 and build again</source>
        <translation>linje {line} er ikke UTF-8-tekst; lagre filen som UTF-8 og bygg på nytt</translation>
    </message>
    <message>
        <source>the first letters are at node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>de første bokstavene ligger i node {node}, men filen har bare {count} noder; filen er skadet eller avkortet</translation>
    </message>
    <message>
        <source>node {node} refers to node {target}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>node {node} peker til node {target}, men filen har bare {count} noder; filen er skadet eller avkortet</translation>
    </message>
    <message>
        <source>the word graph leads back to node {node} (it loops); the file is damaged</source>
        <translation>ordgrafen fører tilbake til node {node} (den går i løkke); filen er skadet</translation>
    </message>
    <message>
        <source>the group of letters at node {node} runs past the end of the file (no last letter); the file is damaged or truncated</source>
        <translation>bokstavgruppen i node {node} fortsetter forbi slutten av filen (ingen siste bokstav); filen er skadet eller avkortet</translation>
    </message>
    <message>
        <source>the letters at node {node} lead back to node {target} (the word graph loops); the file is damaged</source>
        <translation>bokstavene i node {node} fører tilbake til node {target} (ordgrafen går i løkke); filen er skadet</translation>
    </message>
    <message>
        <source>node {node} neither ends a word nor leads to more letters; the file is damaged</source>
        <translation>node {node} verken avslutter et ord eller fører til flere bokstaver; filen er skadet</translation>
    </message>
    <message>
        <source>the letters of nodes {first} to {last} are not in order; the file is damaged</source>
        <translation>bokstavene i nodene {first} til {last} står ikke i riktig rekkefølge; filen er skadet</translation>
    </message>
    <message>
        <source>the word graph holds a word longer than {most} letters; the file is damaged or not a word list</source>
        <translation>ordgrafen inneholder et ord på mer enn {most} bokstaver; filen er skadet eller ikke en ordfil</translation>
    </message>
    <message>
        <source>the word graph holds more than {most} words, more than a word list may hold; the file is damaged</source>
        <translation>ordgrafen inneholder flere enn {most} ord, mer enn en ordfil kan romme; filen er skadet</translation>
    </message>
    <message>
        <source>the word graph holds more words than the {count} its header states; the file is damaged</source>
        <translation>ordgrafen inneholder flere ord enn de {count} filhodet oppgir; filen er skadet</translation>
    </message>
    <message>
        <source>node {node} leads back into its own word (the word graph loops); the file is damaged</source>
        <translation>node {node} fører tilbake inn i sitt eget ord (ordgrafen går i løkke); filen er skadet</translation>
    </message>
    <message>
        <source>the word graph refers to node {node}, but the file has only {count} nodes; the file is damaged or truncated</source>
        <translation>ordgrafen peker til node {node}, men filen har bare {count} noder; filen er skadet eller avkortet</translation>
    </message>
    <message>
        <source>{file}: is {size}, more than the {limit} a word list may be; is it the right file?</source>
        <translation>{file}: er {size}, mer enn grensen på {limit} for en ordfil; er det riktig fil?</translation>
    </message>
    <message>
        <source>over {limit}</source>
        <translation>over {limit}</translation>
    </message>
    <message>
        <source>{file}: file not found</source>
        <translation>{file}: filen finnes ikke</translation>
    </message>
    <message>
        <source>{file}: is a folder, not a word list</source>
        <translation>{file}: er en mappe, ikke en ordfil</translation>
    </message>
    <message>
        <source>{file}: cannot be read ({why})</source>
        <translation>{file}: kan ikke leses ({why})</translation>
    </message>
    <message>
        <source>{file}: is not a regular file (a device, pipe or socket); give a word-list file</source>
        <translation>{file}: er ikke en vanlig fil (men en enhet, pipe eller socket); oppgi en ordfil</translation>
    </message>
    <message>
        <source>{file}: unpacks to more than {limit}, more than a word list may be; it is not a word list (or is a gzip bomb)</source>
        <translation>{file}: pakkes ut til mer enn {limit}, over grensen for en ordfil; den er ikke en ordfil (eller er en gzip-bombe)</translation>
    </message>
    <message>
        <source>{file}: damaged gzip file ({why})</source>
        <translation>{file}: skadet gzip-fil ({why})</translation>
    </message>
</context>
<context>
    <name>Lexicons</name>
    <message>
        <source>no lexicon called {name} is installed on this station</source>
        <translation>ingen ordliste med navnet {name} er installert på denne stasjonen</translation>
    </message>
    <message>
        <source>the list {name} with fingerprint {fingerprint} is not installed on this station</source>
        <translation>listen {name} med fingeravtrykk {fingerprint} er ikke installert på denne stasjonen</translation>
    </message>
    <message>
        <source>two lexicon files are called {name} with different word lists ({first}, {second}): remove the wrong one</source>
        <translation>to leksikonfiler heter {name} med ulike ordlister ({first}, {second}): fjern den gale</translation>
    </message>
    <message>
        <source>{file}: {reason}</source>
        <translation>{file}: {reason}</translation>
    </message>
    <message>
        <source>file not found</source>
        <translation>filen finnes ikke</translation>
    </message>
    <message>
        <source>is a folder, not a lexicon file</source>
        <translation>er en mappe, ikke en ordlistefil</translation>
    </message>
    <message>
        <source>cannot be read ({why})</source>
        <translation>kan ikke leses ({why})</translation>
    </message>
    <message>
        <source>is larger than {limit} MB: not a lexicon file</source>
        <translation>er større enn {limit} MB: ikke en leksikonfil</translation>
    </message>
    <message>
        <source>checksum mismatch: the file is damaged or was altered; do not use it</source>
        <translation>kontrollsummen stemmer ikke: filen er skadet eller endret; ikke bruk den</translation>
    </message>
    <message>
        <source>{why}; do not use this file</source>
        <translation>{why}; ikke bruk denne filen</translation>
    </message>
    <message>
        <source>the file was altered; do not use it</source>
        <translation>filen er endret; ikke bruk den</translation>
    </message>
    <message>
        <source>its word graph does not match the digest in its header: {altered}</source>
        <translation>ordgrafen stemmer ikke med kontrollsummen i filhodet: {altered}</translation>
    </message>
    <message>
        <source>word graph is unreadable ({why})</source>
        <translation>ordgrafen kan ikke leses ({why})</translation>
    </message>
    <message>
        <source>holds {found} words but its header says {count}</source>
        <translation>inneholder {found} ord, men filhodet oppgir {count}</translation>
    </message>
    <message>
        <source>holds no words; do not use it</source>
        <translation>inneholder ingen ord; ikke bruk den</translation>
    </message>
    <message>
        <source>its words do not match its fingerprint: {altered}</source>
        <translation>ordene stemmer ikke med fingeravtrykket: {altered}</translation>
    </message>
    <message>
        <source>its words are {shortest}-{longest} letters long but its header says {least}-{most}: {altered}</source>
        <translation>ordene er {shortest}–{longest} bokstaver lange, men filhodet oppgir {least}–{most}: {altered}</translation>
    </message>
    <message>
        <source>header is unreadable; the file is damaged</source>
        <translation>filhodet kan ikke leses; filen er skadet</translation>
    </message>
    <message>
        <source>made by a newer lexicon-build (format {version}); update this station's software</source>
        <translation>laget av en nyere lexicon-build (format {version}); oppdater programvaren på stasjonen</translation>
    </message>
    <message>
        <source>its alphabet is invalid: {why}</source>
        <translation>alfabetet er ugyldig: {why}</translation>
    </message>
    <message>
        <source>header lacks or garbles {what}</source>
        <translation>filhodet mangler eller har skadet {what}</translation>
    </message>
    <message>
        <source>file is truncated (it ends inside the header)</source>
        <translation>filen er avkortet (den slutter inne i filhodet)</translation>
    </message>
    <message>
        <source>not a lexicon file (build one from a word list with lexicon-build)</source>
        <translation>ikke en ordlistefil (bygg en fra en ordfil med lexicon-build)</translation>
    </message>
    <message>
        <source>file is truncated (copy it again from the original)</source>
        <translation>filen er avkortet (kopier den på nytt fra originalen)</translation>
    </message>
    <message>
        <source>its header length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>lengdefeltet i filhodet er skadet (resten av filen er komplett); ikke bruk den, kopier den på nytt fra originalen</translation>
    </message>
    <message>
        <source>its header length field is damaged and the file is incomplete; copy it again from the original</source>
        <translation>lengdefeltet i filhodet er skadet og filen er ufullstendig; kopier den på nytt fra originalen</translation>
    </message>
    <message>
        <source>its word graph length field is damaged (the rest of the file is complete); do not use it, copy it again from the original</source>
        <translation>lengdefeltet for ordgrafen er skadet (resten av filen er komplett); ikke bruk den, kopier den på nytt fra originalen</translation>
    </message>
    <message>
        <source>file has unexpected bytes at its end; it is damaged</source>
        <translation>filen har uventede byte på slutten; den er skadet</translation>
    </message>
    <message>
        <source>its word graph makes the reader loop (no answer in {seconds} s): the file is damaged or forged; do not use it</source>
        <translation>ordgrafen får leseren til å gå i løkke (ikke svar på {seconds} s): filen er skadet eller forfalsket; ikke bruk den</translation>
    </message>
    <message>
        <source>cannot be checked: {why}</source>
        <translation>kan ikke kontrolleres: {why}</translation>
    </message>
    <message>
        <source>its word graph crashes the reader ({signal}): the file is damaged or forged; do not use it</source>
        <translation>ordgrafen får leseren til å krasje ({signal}): filen er skadet eller forfalsket; ikke bruk den</translation>
    </message>
    <message>
        <source>signal {number}</source>
        <translation>signal {number}</translation>
    </message>
    <message>
        <source>refused by the lexicon check</source>
        <translation>avvist av ordlistekontrollen</translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
    <message numerus="yes">
        <source>Installed {lexicon}: %n word(s), fingerprint {fingerprint}.</source>
        <translation>
            <numerusform>Installerte {lexicon}: %n ord, fingeravtrykk {fingerprint}.</numerusform>
            <numerusform>Installerte {lexicon}: %n ord, fingeravtrykk {fingerprint}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{stage}: %n word(s)</source>
        <translation>
            <numerusform>{stage}: %n ord</numerusform>
            <numerusform>{stage}: %n ord</numerusform>
        </translation>
    </message>
    <message>
        <source>a .clex file made with lexicon-build</source>
        <translation>en .clex-fil laget med lexicon-build</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>Bla gjennom…</translation>
    </message>
    <message>
        <source>Install</source>
        <translation>Installer</translation>
    </message>
    <message>
        <source>Remove selected</source>
        <translation>Fjern valgte</translation>
    </message>
    <message>
        <source>word lists, separated by ;  (text, .gz, .dawg, .kwg)</source>
        <translation>ordfiler, skilt med ;  (tekst, .gz, .dawg, .kwg)</translation>
    </message>
    <message>
        <source>published word count (optional)</source>
        <translation>publisert antall ord (valgfritt)</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>Importer</translation>
    </message>
    <message>
        <source>Word lists</source>
        <translation>Ordfiler</translation>
    </message>
    <message>
        <source>Lexicon name</source>
        <translation>Navn på ordlisten</translation>
    </message>
    <message>
        <source>Alphabet</source>
        <translation>Alfabet</translation>
    </message>
    <message>
        <source>Expected words</source>
        <translation>Forventet antall ord</translation>
    </message>
    <message>
        <source>Import word lists</source>
        <translation>Importer ordfiler</translation>
    </message>
    <message>
        <source>Install a lexicon file</source>
        <translation>Installer en ordlistefil</translation>
    </message>
    <message>
        <source>{lexicon} (built in)</source>
        <translation>{lexicon} (innebygd)</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Ord</translation>
    </message>
    <message>
        <source>Fingerprint</source>
        <translation>Fingeravtrykk</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Kilder</translation>
    </message>
    <message>
        <source>Built</source>
        <comment>when the lexicon file was built</comment>
        <translation>Bygget</translation>
    </message>
    <message>
        <source>Used by</source>
        <translation>Brukes av</translation>
    </message>
    <message>
        <source>Refused: {problem}</source>
        <translation>Avvist: {problem}</translation>
    </message>
    <message>
        <source>Lexicon file</source>
        <translation>Ordlistefil</translation>
    </message>
    <message>
        <source>Lexicon files (*.clex)</source>
        <translation>Ordlistefiler (*.clex)</translation>
    </message>
    <message>
        <source>Choose a lexicon file first.</source>
        <translation>Velg en ordlistefil først.</translation>
    </message>
    <message>
        <source>Checking {file}…</source>
        <translation>Kontrollerer {file}…</translation>
    </message>
    <message>
        <source>Not installed: {error}</source>
        <translation>Ikke installert: {error}</translation>
    </message>
    <message>
        <source>Not installed</source>
        <translation>Ikke installert</translation>
    </message>
    <message>
        <source>Select a lexicon to remove.</source>
        <translation>Velg en ordliste som skal fjernes.</translation>
    </message>
    <message>
        <source>Remove {lexicon} from this station?</source>
        <translation>Fjerne {lexicon} fra denne stasjonen?</translation>
    </message>
    <message>
        <source>Remove lexicon</source>
        <translation>Fjern ordliste</translation>
    </message>
    <message>
        <source>Not removed</source>
        <translation>Ikke fjernet</translation>
    </message>
    <message>
        <source>Removed {lexicon}.</source>
        <translation>Fjernet {lexicon}.</translation>
    </message>
    <message>
        <source>Give the word lists and a name for the lexicon.</source>
        <translation>Oppgi ordfilene og et navn på ordlisten.</translation>
    </message>
    <message>
        <source>The expected word count must be a whole number.</source>
        <translation>Forventet antall ord må være et heltall.</translation>
    </message>
    <message>
        <source>Importing {lexicon}…</source>
        <translation>Importerer {lexicon}…</translation>
    </message>
    <message>
        <source>cannot write the lexicon: {error}</source>
        <translation>kan ikke skrive ordlisten: {error}</translation>
    </message>
    <message>
        <source>the computer ran out of memory building the lexicon; check the files</source>
        <translation>datamaskinen gikk tom for minne under byggingen av ordlisten; kontroller filene</translation>
    </message>
    <message>
        <source>the import stopped: {error}</source>
        <translation>importen stoppet: {error}</translation>
    </message>
    <message>
        <source>Import failed: nothing was installed.</source>
        <translation>Importen mislyktes: ingenting ble installert.</translation>
    </message>
    <message numerus="yes">
        <source>{division} now judges with {lexicon} (%n word(s), fingerprint {fingerprint}).</source>
        <translation>
            <numerusform>{division} avgjør nå med {lexicon} (%n ord, fingeravtrykk {fingerprint}).</numerusform>
            <numerusform>{division} avgjør nå med {lexicon} (%n ord, fingeravtrykk {fingerprint}).</numerusform>
        </translation>
    </message>
    <message>
        <source>{division} still judges with ENABLE: {why}</source>
        <translation>{division} avgjør fortsatt med ENABLE: {why}</translation>
    </message>
    <message>
        <source>No division judges with {lexicon}: choose it for a division in the Profiles and rules tab.</source>
        <translation>Ingen gruppe avgjør med {lexicon}: velg den for en gruppe i fanen Profiler og regler.</translation>
    </message>
    <message>
        <source>Not switched</source>
        <translation>Ikke byttet</translation>
    </message>
</context>
<context>
    <name>Pin</name>
    <message>
        <source>the PIN needs at least {least} characters</source>
        <translation>PIN-koden må ha minst {least} tegn</translation>
    </message>
    <message>
        <source>the PIN may not start or end with a space</source>
        <translation>PIN-koden kan ikke begynne eller slutte med mellomrom</translation>
    </message>
    <message>
        <source>the PIN may have at most {most} characters</source>
        <translation>PIN-koden kan ha høyst {most} tegn</translation>
    </message>
    <message>
        <source>the PIN holds a control or invisible character, which no keyboard types</source>
        <translation>PIN-koden inneholder et kontrolltegn eller usynlig tegn, som intet tastatur skriver</translation>
    </message>
    <message>
        <source>PIN accepted</source>
        <translation>PIN-koden er godtatt</translation>
    </message>
    <message>
        <source>Wrong PIN. {wait}</source>
        <translation>Feil PIN-kode. {wait}</translation>
    </message>
    <message>
        <source>Wrong PIN. 1 more try before a wait.</source>
        <translation>Feil PIN-kode. 1 forsøk igjen før ventetid.</translation>
    </message>
    <message>
        <source>Wrong PIN. {left} more tries before a wait.</source>
        <translation>Feil PIN-kode. {left} forsøk igjen før ventetid.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {minutes} min {seconds} s.</source>
        <translation>For mange feil PIN-koder: prøv igjen om {minutes} min {seconds} s.</translation>
    </message>
    <message>
        <source>Too many wrong PINs: try again in {seconds} s.</source>
        <translation>For mange feil PIN-koder: prøv igjen om {seconds} s.</translation>
    </message>
    <message>
        <source>No PIN can be checked: the station's settings file cannot be read. Fix or move station.toml on this computer.</source>
        <translation>Ingen PIN kan kontrolleres: stasjonens innstillingsfil kan ikke leses. Reparer eller flytt station.toml på denne datamaskinen.</translation>
    </message>
</context>
<context>
    <name>PinScreen</name>
    <message>
        <source>Back to the station</source>
        <translation>Tilbake til stasjonen</translation>
    </message>
    <message>
        <source>Set the director PIN</source>
        <translation>Angi turneringslederens PIN-kode</translation>
    </message>
    <message>
        <source>Director mode</source>
        <translation>Turneringsledermodus</translation>
    </message>
    <message>
        <source>Choose a PIN of at least {length} characters. It opens director mode (Ctrl+Alt+Shift+D on the station) and is stored only as a hash.</source>
        <translation>Velg en PIN-kode på minst {length} tegn. Den åpner turneringsledermodus (Ctrl+Alt+Shift+D på stasjonen) og lagres bare som en hash.</translation>
    </message>
    <message>
        <source>Type the director PIN, then press Enter.</source>
        <translation>Skriv turneringslederens PIN-kode, og trykk Enter.</translation>
    </message>
    <message>
        <source>new PIN</source>
        <translation>ny PIN-kode</translation>
    </message>
    <message>
        <source>PIN</source>
        <translation>PIN-kode</translation>
    </message>
    <message>
        <source>the same PIN again</source>
        <translation>samme PIN-kode en gang til</translation>
    </message>
    <message>
        <source>Set PIN</source>
        <translation>Lagre PIN-kode</translation>
    </message>
    <message>
        <source>Open director mode</source>
        <translation>Åpne turneringsledermodus</translation>
    </message>
    <message>
        <source>The two PINs differ. Type them again.</source>
        <translation>De to PIN-kodene er ulike. Skriv dem inn på nytt.</translation>
    </message>
    <message>
        <source>Not set: {error}.</source>
        <translation>Ikke lagret: {error}.</translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message>
        <source>Choose your division</source>
        <translation>Velg gruppe</translation>
    </message>
    <message>
        <source>Not available at this station now: call the director</source>
        <translation>Ikke tilgjengelig her nå: tilkall turneringslederen</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging, separated by spaces or Enter</source>
        <translation>UTFORDRER: skriv hvert ord du utfordrer, skilt med mellomrom eller Enter</translation>
    </message>
    <message>
        <source>CHALLENGED PLAYER: check the spelling, then press {key}</source>
        <translation>UTFORDRET SPILLER: kontroller stavemåten, trykk så {key}</translation>
    </message>
    <message>
        <source>Esc clears all words  ·  {out} marks the play that ended the game</source>
        <translation>Esc sletter alle ordene  ·  {out} markerer trekket som avsluttet partiet</translation>
    </message>
    <message>
        <source>{key}: call a word judge (a person) instead of the computer</source>
        <translation>{key}: tilkall en dommer (en person) i stedet for datamaskinen</translation>
    </message>
    <message>
        <source>CHALLENGER: type every word you are challenging  ·  Esc clears all  ·  {out} out play</source>
        <translation>UTFORDRER: skriv alle ordene du utfordrer  ·  Esc sletter alt  ·  {out} siste trekk</translation>
    </message>
    <message>
        <source>OUT PLAY: no penalty for a failed challenge  ·  {out} to undo</source>
        <translation>SISTE TREKK: ingen straff for mislykket utfordring  ·  {out} for å angre</translation>
    </message>
    <message>
        <source>Table {table}</source>
        <translation>Bord {table}</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) declared</source>
        <translation>
            <numerusform>%n ord oppgitt</numerusform>
            <numerusform>%n ord oppgitt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>typed so far</comment>
        <translation>
            <numerusform>%n ord</numerusform>
            <numerusform>%n ord</numerusform>
        </translation>
    </message>
    <message>
        <source>typed twice</source>
        <translation>skrevet to ganger</translation>
    </message>
    <message>
        <source>YES — ACCEPTABLE</source>
        <translation>JA — GODKJENT</translation>
    </message>
    <message>
        <source>NO — UNACCEPTABLE</source>
        <translation>NEI — UNDERKJENT</translation>
    </message>
    <message>
        <source>ACCEPTABLE</source>
        <translation>GODKJENT</translation>
    </message>
    <message>
        <source>UNACCEPTABLE</source>
        <translation>UNDERKJENT</translation>
    </message>
    <message>
        <source>Write on the slip:  {receipt}</source>
        <translation>Skriv på lappen:  {receipt}</translation>
    </message>
    <message>
        <source>NOT RECORDED: the audit log is unavailable. Call the director now.</source>
        <translation>IKKE REGISTRERT: revisjonsloggen er utilgjengelig. Tilkall turneringslederen nå.</translation>
    </message>
    <message>
        <source>Press any key to continue</source>
        <translation>Trykk en tast for å fortsette</translation>
    </message>
    <message>
        <source>TABLE NUMBER?</source>
        <translation>BORDNUMMER?</translation>
    </message>
    <message>
        <source>Type the number of your table (1 to {most}) with the digit keys.</source>
        <translation>Skriv bordnummeret ditt (1 til {most}) med talltastene.</translation>
    </message>
    <message>
        <source>Enter: go on  ·  Backspace: correct  ·  Esc: start again</source>
        <translation>Enter: gå videre  ·  Backspace: rett opp  ·  Esc: begynn på nytt</translation>
    </message>
    <message>
        <source>HOW MANY WORDS?</source>
        <translation>HVOR MANGE ORD?</translation>
    </message>
    <message>
        <source>Press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Trykk antall ord du utfordrer (1 til {most}). Bare så mange ord kan avgjøres.</translation>
    </message>
    <message>
        <source>Table {table}: press the number of words you are challenging (1 to {most}). Only that many words can be judged.</source>
        <translation>Bord {table}: trykk antall ord du utfordrer (1 til {most}). Bare så mange ord kan avgjøres.</translation>
    </message>
    <message>
        <source>Esc: back</source>
        <translation>Esc: tilbake</translation>
    </message>
    <message>
        <source>JUDGED MOMENTS AGO</source>
        <translation>NETTOPP AVGJORT</translation>
    </message>
    <message numerus="yes">
        <source>{division} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>En utfordring i {division} ble avgjort for %n sekund siden.</numerusform>
            <numerusform>En utfordring i {division} ble avgjort for %n sekunder siden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division}, table {table} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>En utfordring i {division}, bord {table}, ble avgjort for %n sekund siden.</numerusform>
            <numerusform>En utfordring i {division}, bord {table}, ble avgjort for %n sekunder siden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Its slip: {receipt}.</source>
        <translation>Koden på lappen: {receipt}.</translation>
    </message>
    <message>
        <source>If these words belong to the same play, the rules forbid judging them separately: all challenged words of a play are typed together, and after an UNACCEPTABLE no further words are entered (NSA IV.J.2, NASPA 6.2 “Improper Lookups”).</source>
        <translation>Hvis disse ordene hører til samme trekk, forbyr reglene å avgjøre dem hver for seg: alle utfordrede ord i et trekk skrives inn samtidig, og etter UNDERKJENT skrives ingen flere ord inn (NSA IV.J.2, NASPA 6.2 «Improper Lookups» (ulovlige oppslag)).</translation>
    </message>
    <message>
        <source>{key}: judge these words anyway (it is recorded)  ·  any other key: back to the words</source>
        <translation>{key}: avgjør disse ordene likevel (det registreres)  ·  annen tast: tilbake til ordene</translation>
    </message>
    <message>
        <source>For comparison, {lexicon}: {verdict} (does not count)</source>
        <translation>Til sammenligning, {lexicon}: {verdict} (teller ikke)</translation>
    </message>
    <message>
        <source>A director must clear this screen (director PIN)</source>
        <translation>Bare turneringslederen kan fjerne denne skjermen (PIN-kode)</translation>
    </message>
    <message>
        <source>IS THIS YOUR GAME?</source>
        <translation>ER DETTE PARTIET DERES?</translation>
    </message>
    <message>
        <source>WHICH IS YOUR GAME?</source>
        <translation>HVILKET ER PARTIET DERES?</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two} ({first} first)</source>
        <translation>Brett {board} · {one} mot {two} ({first} begynner)</translation>
    </message>
    <message>
        <source>Board {board} · {one} v {two}</source>
        <translation>Brett {board} · {one} mot {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two} ({first} first)</source>
        <translation>Runde {round} · Bord {table} · {one} mot {two} ({first} begynner)</translation>
    </message>
    <message>
        <source>Round {round} · Table {table} · {one} v {two}</source>
        <translation>Runde {round} · Bord {table} · {one} mot {two}</translation>
    </message>
    <message>
        <source>Round {round} · Table {table}</source>
        <translation>Runde {round} · Bord {table}</translation>
    </message>
    <message>
        <source>The pairings have not been updated since {time}: check that this is your game.</source>
        <translation>Oppsettet er ikke oppdatert siden {time}: sjekk at dette er partiet deres.</translation>
    </message>
    <message>
        <source>The pairings say this game is already scored: check it is yours.</source>
        <translation>Ifølge oppsettet er resultatet for dette partiet allerede ført: sjekk at det er deres.</translation>
    </message>
    <message>
        <source>From the event's pairings.</source>
        <translation>Fra turneringens oppsett.</translation>
    </message>
    <message>
        <source>1 or Enter: yes, our game  ·  0: not our game (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 eller Enter: ja, vårt parti  ·  0: ikke vårt parti (gå videre med bare bordnummeret)  ·  Esc: endre bordnummeret</translation>
    </message>
    <message>
        <source>1 or 2: our game  ·  0: neither (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 eller 2: vårt parti  ·  0: ingen av dem (gå videre med bare bordnummeret)  ·  Esc: endre bordnummeret</translation>
    </message>
    <message>
        <source>1 to {last}: our game  ·  0: none of these (go on with the table number alone)  ·  Esc: change the table number</source>
        <translation>1 til {last}: vårt parti  ·  0: ingen av dem (gå videre med bare bordnummeret)  ·  Esc: endre bordnummeret</translation>
    </message>
    <message>
        <source>A DIRECTOR IS COMING</source>
        <translation>EN TURNERINGSLEDER KOMMER</translation>
    </message>
    <message>
        <source>NOBODY HAS ANSWERED YET</source>
        <translation>INGEN HAR SVART ENNÅ</translation>
    </message>
    <message>
        <source>FETCH THE DIRECTOR</source>
        <translation>HENT TURNERINGSLEDEREN</translation>
    </message>
    <message>
        <source>AN ADJUDICATOR HAS BEEN CALLED</source>
        <translation>EN DOMMER ER TILKALT</translation>
    </message>
    <message>
        <source>AN ARBITER HAS BEEN CALLED</source>
        <translation>EN DOMMER ER TILKALT</translation>
    </message>
    <message>
        <source>A WORD JUDGE HAS BEEN CALLED</source>
        <translation>EN DOMMER ER TILKALT</translation>
    </message>
    <message>
        <source>Your call was answered. Stay at the station.</source>
        <translation>Anropet ble besvart. Bli ved stasjonen.</translation>
    </message>
    <message>
        <source>Nobody has answered yet: fetch the director. The other player stays here.</source>
        <translation>Ingen har svart ennå: hent turneringslederen. Den andre spilleren blir her.</translation>
    </message>
    <message>
        <source>This station cannot call anyone: one player fetches the director, the other stays here. The call is recorded.</source>
        <translation>Denne stasjonen kan ikke tilkalle noen: én spiller henter turneringslederen, den andre blir her. Anropet er registrert.</translation>
    </message>
    <message>
        <source>Stay at the station: the call is on the directors' screen.</source>
        <translation>Bli ved stasjonen: anropet vises på turneringsledernes skjerm.</translation>
    </message>
    <message>
        <source>{key}: the adjudicator is here, back to the station</source>
        <translation>{key}: dommeren er her, tilbake til stasjonen</translation>
    </message>
    <message>
        <source>{key}: the arbiter is here, back to the station</source>
        <translation>{key}: dommeren er her, tilbake til stasjonen</translation>
    </message>
    <message>
        <source>{key}: the word judge is here, back to the station</source>
        <translation>{key}: dommeren er her, tilbake til stasjonen</translation>
    </message>
    <message>
        <source>Recording the verdict in the audit log…</source>
        <translation>Registrerer avgjørelsen i revisjonsloggen…</translation>
    </message>
    <message numerus="yes">
        <source>No key pressed: clearing the screen in %n second(s)</source>
        <translation>
            <numerusform>Ingen tast trykket: skjermen tømmes om %n s</numerusform>
            <numerusform>Ingen tast trykket: skjermen tømmes om %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Audit log unavailable: call the director</source>
        <translation>Revisjonslogg utilgjengelig: tilkall turneringslederen</translation>
    </message>
    <message>
        <source>Lexicons: {names}</source>
        <translation>Ordlister: {names}</translation>
    </message>
    <message>
        <source>No lexicon loaded</source>
        <translation>Ingen ordliste lastet inn</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>in the lexicon</comment>
        <translation>
            <numerusform>%n ord</numerusform>
            <numerusform>%n ord</numerusform>
        </translation>
    </message>
    <message>
        <source>Station: {name}</source>
        <translation>Stasjon: {name}</translation>
    </message>
    <message>
        <source>This station is not ready</source>
        <translation>Denne stasjonen er ikke klar</translation>
    </message>
    <message>
        <source>Call the director.</source>
        <translation>Tilkall turneringslederen.</translation>
    </message>
    <message>
        <source>No profile is set up.</source>
        <translation>Ingen profil er satt opp.</translation>
    </message>
    <message>
        <source>Something unexpected happened: {message}. It was recorded. A director's PIN (Ctrl+Alt+Shift+D) clears this screen.</source>
        <translation>Noe uventet skjedde: {message}. Det er registrert. Turneringslederens PIN-kode (Ctrl+Alt+Shift+D) fjerner denne skjermen.</translation>
    </message>
    <message>
        <source>The audit log did not open within {seconds} s: call the director.</source>
        <translation>Revisjonsloggen åpnet seg ikke innen {seconds} s: tilkall turneringslederen.</translation>
    </message>
    <message numerus="yes">
        <source>You said %n word(s);</source>
        <comment>how many words the players declared</comment>
        <translation>
            <numerusform>Dere oppga %n ord;</numerusform>
            <numerusform>Dere oppga %n ord;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n typed.</source>
        <comment>how many words are typed now</comment>
        <translation>
            <numerusform>%n er skrevet inn.</numerusform>
            <numerusform>%n er skrevet inn.</numerusform>
        </translation>
    </message>
    <message>
        <source>Type exactly {declared}.</source>
        <translation>Skriv nøyaktig {declared}.</translation>
    </message>
    <message numerus="yes">
        <source>The play stands. The challenged player adds %n point(s)</source>
        <comment>failed challenge</comment>
        <translation>
            <numerusform>Trekket blir stående. Den utfordrede spilleren får %n poeng i tillegg</numerusform>
            <numerusform>Trekket blir stående. Den utfordrede spilleren får %n poeng i tillegg</numerusform>
        </translation>
    </message>
    <message>
        <source>The challenger does not lose the turn.</source>
        <translation>Utfordreren mister ikke turen.</translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) × {points}</source>
        <comment>points per word challenged</comment>
        <translation>
            <numerusform>%n ord × {points}</numerusform>
            <numerusform>%n ord × {points}</numerusform>
        </translation>
    </message>
    <message>
        <source>{points} for the play</source>
        <translation>{points} for trekket</translation>
    </message>
</context>
<context>
    <name>Problem</name>
    <message>
        <source>{character} is not a letter of the {alphabet} alphabet</source>
        <translation>{character} er ikke en bokstav i alfabetet ({alphabet})</translation>
    </message>
    <message>
        <source>"{word}": {reason}</source>
        <translation>"{word}": {reason}</translation>
    </message>
    <message>
        <source>"{word}" is too short: a word has at least {least} letters</source>
        <translation>"{word}" er for kort: et ord har minst {least} bokstaver</translation>
    </message>
    <message>
        <source>Too short: a word has at least {least} letters</source>
        <translation>For kort: et ord har minst {least} bokstaver</translation>
    </message>
    <message>
        <source>"{word}" has {letters} letters: a word has at most {most}</source>
        <translation>"{word}" har {letters} bokstaver: et ord har høyst {most}</translation>
    </message>
    <message>
        <source>Too long: {letters} letters: a word has at most {most}</source>
        <translation>For langt: {letters} bokstaver: et ord har høyst {most}</translation>
    </message>
    <message>
        <source>Type at least one word</source>
        <translation>Skriv minst ett ord</translation>
    </message>
    <message>
        <source>{typed} words typed: at most {most} can be challenged together</source>
        <translation>{typed} ord skrevet inn: høyst {most} kan utfordres samtidig</translation>
    </message>
    <message>
        <source>The audit log cannot be written: {why}. Nothing is judged.</source>
        <translation>Revisjonsloggen kan ikke skrives: {why}. Ingenting blir avgjort.</translation>
    </message>
    <message>
        <source>The audit log cannot be opened: {why}</source>
        <translation>Revisjonsloggen kan ikke åpnes: {why}</translation>
    </message>
    <message>
        <source>The station's id cannot be read or written in {home}: {why}</source>
        <translation>Stasjonens ID kan ikke leses eller skrives i {home}: {why}</translation>
    </message>
    <message>
        <source>Station settings file: {why}</source>
        <translation>Stasjonens innstillingsfil: {why}</translation>
    </message>
    <message>
        <source>waiting for {lexicon} from the head director (event plan {serial})</source>
        <translation>venter på {lexicon} fra turneringslederen (plan {serial})</translation>
    </message>
    <message>
        <source>event plan {serial} has ended: waiting for the next plan from the head director</source>
        <translation>turneringsplan {serial} er utløpt: venter på neste plan fra turneringslederen</translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
    <message numerus="yes">
        <source>{lexicon} (%n word(s), {fingerprint})</source>
        <translation>
            <numerusform>{lexicon} (%n ord, {fingerprint})</numerusform>
            <numerusform>{lexicon} (%n ord, {fingerprint})</numerusform>
        </translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no federation preset</comment>
        <translation>(ingen)</translation>
    </message>
    <message>
        <source>the log and director mode only</source>
        <translation>bare loggen og turneringsledermodus</translation>
    </message>
    <message>
        <source>players too, under the verdict</source>
        <translation>også spillerne, under avgjørelsen</translation>
    </message>
    <message>
        <source>Ask the table number first (every multi-table event)</source>
        <translation>Spør om bordnummer først (alle arrangementer med flere bord)</translation>
    </message>
    <message>
        <source>Ask how many words before they are typed</source>
        <translation>Spør hvor mange ord før de skrives inn</translation>
    </message>
    <message>
        <source>Save profile</source>
        <translation>Lagre profil</translation>
    </message>
    <message>
        <source>New profile</source>
        <translation>Ny profil</translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation>Fjern profil</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Navn</translation>
    </message>
    <message>
        <source>Federation preset</source>
        <translation>Forbundsoppsett</translation>
    </message>
    <message>
        <source>Players' language</source>
        <translation>Spillernes språk</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Lexicon credit line</source>
        <translation>Kreditering av ordlisten</translation>
    </message>
    <message>
        <source>Challenge rule</source>
        <translation>Utfordringsregel</translation>
    </message>
    <message>
        <source>Colour band</source>
        <translation>Fargestripe</translation>
    </message>
    <message>
        <source>Second opinion</source>
        <translation>Sammenligning</translation>
    </message>
    <message>
        <source>Second opinion shown to</source>
        <translation>Sammenligning vises for</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>{lexicon}: NOT USABLE ({problem})</source>
        <translation>{lexicon}: KAN IKKE BRUKES ({problem})</translation>
    </message>
    <message>
        <source>Rule</source>
        <comment>the challenge rule</comment>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farge</translation>
    </message>
    <message>
        <source>(none)</source>
        <comment>no second-opinion lexicon</comment>
        <translation>(ingen)</translation>
    </message>
    <message>
        <source>Clock: {said}</source>
        <translation>Klokke: {said}</translation>
    </message>
    <message>
        <source>The event plan sets this division's list and rule: {lexicon}, {rule}, from plan {serial}</source>
        <translation>Arrangementsplanen bestemmer listen og regelen for denne gruppen: {lexicon}, {rule}, fra plan {serial}</translation>
    </message>
    <message>
        <source>Rule: {source}</source>
        <translation>Regel: {source}</translation>
    </message>
    <message>
        <source>Check this rule against your event's own rules before the first round.</source>
        <translation>Kontroller denne regelen mot turneringens regler før første runde.</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Endre stasjonen</translation>
    </message>
    <message>
        <source>Profiles</source>
        <translation>Profiler</translation>
    </message>
    <message>
        <source>A station needs at least one profile.</source>
        <translation>En stasjon trenger minst én profil.</translation>
    </message>
    <message>
        <source>Remove profile {profile}?</source>
        <translation>Fjerne profilen {profile}?</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Ikke endret</translation>
    </message>
</context>
<context>
    <name>Relay</name>
    <message>
        <source>station {station}: {difference}</source>
        <translation>stasjon {station}: {difference}</translation>
    </message>
    <message>
        <source>diverged at record {seq}: {message}</source>
        <translation>avviker fra og med oppføring {seq}: {message}</translation>
    </message>
    <message>
        <source>the central log pinned another signing key for this station (station-key.pem was replaced or copied from another station)</source>
        <translation>den sentrale loggen har låst en annen signeringsnøkkel til denne stasjonen (station-key.pem er byttet ut eller kopiert fra en annen stasjon)</translation>
    </message>
    <message>
        <source>record {seq} is missing from this station</source>
        <translation>oppføring {seq} mangler på denne stasjonen</translation>
    </message>
    <message>
        <source>record {seq} does not link to record {previous}</source>
        <translation>oppføring {seq} lenker ikke til oppføring {previous}</translation>
    </message>
    <message>
        <source>record {seq}: {reason}</source>
        <translation>oppføring {seq}: {reason}</translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message>
        <source>Audit report: {where}</source>
        <translation>Revisjonsrapport: {where}</translation>
    </message>
    <message>
        <source>annotated</source>
        <translation>med notat</translation>
    </message>
    <message>
        <source>out play</source>
        <translation>siste trekk</translation>
    </message>
    <message>
        <source>clock jump</source>
        <translation>klokkehopp</translation>
    </message>
    <message>
        <source>new record {receipt}.</source>
        <translation>ny oppføring {receipt}.</translation>
    </message>
    <message>
        <source>manual lookup: {result}.</source>
        <translation>manuelt oppslag: {result}.</translation>
    </message>
    <message>
        <source>{points} points off the {player}.</source>
        <translation>{points} poeng trukket fra {player}.</translation>
    </message>
    <message>
        <source>compensated: {what}.</source>
        <translation>kompensert: {what}.</translation>
    </message>
    <message>
        <source>(on seq {seq}, station {station})</source>
        <translation>(gjelder nr. {seq}, stasjon {station})</translation>
    </message>
    <message>
        <source>(on record {record})</source>
        <translation>(gjelder oppføring {record})</translation>
    </message>
    <message>
        <source>seq {seq}</source>
        <translation>nr. {seq}</translation>
    </message>
    <message>
        <source>UTC (the stations' UTC offsets differ)</source>
        <translation>UTC (stasjonene har ulik UTC-forskyvning)</translation>
    </message>
    <message>
        <source>local time, {offset}</source>
        <translation>lokal tid, {offset}</translation>
    </message>
    <message>
        <source>Adjudications per day ({clock})</source>
        <translation>Bedømminger per dag ({clock})</translation>
    </message>
    <message>
        <source>Adjudications per hour ({clock})</source>
        <translation>Bedømminger per time ({clock})</translation>
    </message>
    <message>
        <source>{acceptable} acceptable · {unacceptable} unacceptable</source>
        <translation>{acceptable} godkjent · {unacceptable} underkjent</translation>
    </message>
    <message>
        <source>Generated</source>
        <translation>Generert</translation>
    </message>
    <message>
        <source>Stations</source>
        <translation>Stasjoner</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Period</source>
        <translation>Periode</translation>
    </message>
    <message>
        <source>{first} to {last}</source>
        <translation>{first} til {last}</translation>
    </message>
    <message>
        <source>no records</source>
        <translation>ingen oppføringer</translation>
    </message>
    <message>
        <source>Records</source>
        <translation>Oppføringer</translation>
    </message>
    <message>
        <source>{records} ({adjudications} adjudications: {acceptable} acceptable, {unacceptable} unacceptable; {events} events)</source>
        <translation>{records} ({adjudications} bedømminger: {acceptable} godkjent, {unacceptable} underkjent; {events} hendelser)</translation>
    </message>
    <message>
        <source>Flagged items</source>
        <translation>Flaggede oppføringer</translation>
    </message>
    <message>
        <source>Clock jumps</source>
        <translation>Klokkehopp</translation>
    </message>
    <message>
        <source>Chain verification</source>
        <translation>Kontroll av kjeden</translation>
    </message>
    <message>
        <source>not checked for this report</source>
        <translation>ikke kontrollert for denne rapporten</translation>
    </message>
    <message numerus="yes">
        <source>Chain intact: %n record(s) checked</source>
        <translation>
            <numerusform>Kjeden er intakt: %n oppføring kontrollert</numerusform>
            <numerusform>Kjeden er intakt: %n oppføringer kontrollert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n adjudication(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n avgjørelse ikke listet her: {command} eksporterer alle poster.</numerusform>
            <numerusform>… %n avgjørelser ikke listet her: {command} eksporterer alle poster.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n event(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n hendelse ikke listet her: {command} eksporterer alle poster.</numerusform>
            <numerusform>… %n hendelser ikke listet her: {command} eksporterer alle poster.</numerusform>
        </translation>
    </message>
    <message>
        <source>BROKEN at seq {seq} (station {station}): {kind} — {problem}</source>
        <translation>BRUTT ved nr. {seq} (stasjon {station}): {kind} — {problem}</translation>
    </message>
    <message>
        <source>Charts</source>
        <translation>Diagrammer</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by lexicon</source>
        <translation>Godkjent og underkjent per ordliste</translation>
    </message>
    <message>
        <source>Acceptable and unacceptable by challenge rule</source>
        <translation>Godkjent og underkjent per utfordringsregel</translation>
    </message>
    <message>
        <source>No adjudications in this report.</source>
        <translation>Ingen bedømminger i denne rapporten.</translation>
    </message>
    <message>
        <source>Flagged items ({count})</source>
        <translation>Flaggede oppføringer ({count})</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Tid</translation>
    </message>
    <message>
        <source>Station</source>
        <translation>Stasjon</translation>
    </message>
    <message>
        <source>Seq</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Type</translation>
    </message>
    <message>
        <source>Typed / details</source>
        <translation>Skrevet inn / detaljer</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Avgjørelse</translation>
    </message>
    <message>
        <source>Flags</source>
        <translation>Flagg</translation>
    </message>
    <message>
        <source>Annotations</source>
        <translation>Notater</translation>
    </message>
    <message>
        <source>The first {shown} of {count} flagged items are listed; {command} --flagged exports them all.</source>
        <translation>De første {shown} av {count} merkede poster er listet; {command} --flagged eksporterer alle.</translation>
    </message>
    <message>
        <source>Nothing flagged or annotated.</source>
        <translation>Ingenting er flagget eller har notat.</translation>
    </message>
    <message>
        <source>Clock jumps ({count})</source>
        <translation>Klokkehopp ({count})</translation>
    </message>
    <message>
        <source>A record dated earlier than the record before it in its station's chain, or later than the moment this report was made, or (on the central copy) later than the server received it: the station's clock was wrong or was changed. Its place in the chain, not its date, says when it was made.</source>
        <translation>En post datert tidligere enn posten før den i stasjonens kjede, eller senere enn da denne rapporten ble laget, eller (i den sentrale kopien) senere enn serveren mottok den: stasjonens klokke gikk feil eller ble endret. Plassen i kjeden, ikke datoen, sier når den ble laget.</translation>
    </message>
    <message>
        <source>No clock jumps.</source>
        <translation>Ingen klokkehopp.</translation>
    </message>
    <message>
        <source>Adjudications ({count})</source>
        <translation>Bedømminger ({count})</translation>
    </message>
    <message>
        <source>Profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <source>Lexicon</source>
        <translation>Ordliste</translation>
    </message>
    <message>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <source>Typed</source>
        <translation>Skrevet inn</translation>
    </message>
    <message>
        <source>Words</source>
        <translation>Ord</translation>
    </message>
    <message>
        <source>Per-word results</source>
        <translation>Resultat per ord</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <source>Receipt</source>
        <translation>Kvitteringskode</translation>
    </message>
    <message>
        <source>Second opinion ({lexicon}): {verdict}</source>
        <translation>Til sammenligning ({lexicon}): {verdict}</translation>
    </message>
    <message>
        <source>after {receipt}</source>
        <translation>etter {receipt}</translation>
    </message>
    <message>
        <source>Station events ({count})</source>
        <translation>Stasjonshendelser ({count})</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Detaljer</translation>
    </message>
    <message>
        <source>Per-word results are for directors and auditors; the station never shows players which word was unacceptable.</source>
        <translation>Resultat per ord er for turneringsledere og revisorer; stasjonen viser aldri spillerne hvilket ord som var underkjent.</translation>
    </message>
</context>
<context>
    <name>Rule</name>
    <message>
        <source>Double challenge</source>
        <translation>Dobbel utfordring</translation>
    </message>
    <message>
        <source>5-point challenge</source>
        <translation>5-poengsutfordring</translation>
    </message>
    <message>
        <source>10-point challenge</source>
        <translation>10-poengsutfordring</translation>
    </message>
    <message>
        <source>5-point challenge per play</source>
        <translation>5-poengsutfordring per trekk</translation>
    </message>
    <message>
        <source>10-point challenge per play</source>
        <translation>10-poengsutfordring per trekk</translation>
    </message>
    <message>
        <source>Single challenge</source>
        <translation>Enkel utfordring</translation>
    </message>
</context>
<context>
    <name>Rulings</name>
    <message>
        <source>Re-adjudicated</source>
        <translation>Bedømt på nytt</translation>
    </message>
    <message>
        <source>Manual lookup result</source>
        <translation>Resultat av manuelt oppslag</translation>
    </message>
    <message>
        <source>Improper-lookup penalty</source>
        <translation>Straff for ulovlig oppslag</translation>
    </message>
    <message>
        <source>Compensated (NSA IV.K.5)</source>
        <translation>Kompensert (NSA IV.K.5)</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Notat</translation>
    </message>
    <message>
        <source>Overturned by manual lookup</source>
        <translation>Omgjort etter manuelt oppslag</translation>
    </message>
    <message>
        <source>Game joined from the final pairings</source>
        <translation>Parti knyttet etter det endelige oppsettet</translation>
    </message>
    <message>
        <source>unknown ruling {category}; choose one of: {choices}</source>
        <translation>ukjent kjennelse {category}; velg en av: {choices}</translation>
    </message>
    <message>
        <source>write a note: what happened, and who decided it</source>
        <translation>skriv et notat: hva som skjedde, og hvem som avgjorde det</translation>
    </message>
    <message>
        <source>the note is longer than {most} characters</source>
        <translation>notatet er lengre enn {most} tegn</translation>
    </message>
    <message>
        <source>give the receipt of the new adjudication, e.g. GK-0042</source>
        <translation>oppgi kvitteringskoden for den nye bedømmingen, f.eks. GK-0042</translation>
    </message>
    <message>
        <source>no adjudication in this log has the receipt {receipt}: give the receipt the station showed with the new verdict</source>
        <translation>ingen bedømming i denne loggen har kvitteringskoden {receipt}: oppgi kvitteringskoden stasjonen viste med den nye dommen</translation>
    </message>
    <message>
        <source>{receipt} is the receipt of the record ruled on: give the receipt of the new adjudication</source>
        <translation>{receipt} er kvitteringskoden til posten kjennelsen gjelder: oppgi kvitteringskoden for den nye bedømmingen</translation>
    </message>
    <message>
        <source>the manual lookup result is ACCEPTABLE or UNACCEPTABLE</source>
        <translation>resultatet av det manuelle oppslaget må være GODKJENT eller UNDERKJENT</translation>
    </message>
    <message>
        <source>say which player is penalised: challenger or challenged</source>
        <translation>oppgi hvilken spiller som straffes: utfordreren eller den utfordrede</translation>
    </message>
    <message>
        <source>the penalty is a number of points from 1 to 100 (usually 10)</source>
        <translation>straffen er et antall poeng fra 1 til 100 (vanligvis 10)</translation>
    </message>
    <message>
        <source>say what was compensated (points, a turn, time)</source>
        <translation>oppgi hva som ble kompensert (poeng, en tur, tid)</translation>
    </message>
    <message>
        <source>new record {receipt}</source>
        <translation>ny oppføring {receipt}</translation>
    </message>
    <message>
        <source>manual lookup: {result}</source>
        <translation>manuelt oppslag: {result}</translation>
    </message>
    <message>
        <source>{points} points off the challenger</source>
        <translation>{points} poeng trukket fra utfordreren</translation>
    </message>
    <message>
        <source>{points} points off the challenged</source>
        <translation>{points} poeng trukket fra den utfordrede spilleren</translation>
    </message>
    <message>
        <source>{points} points off the {player}</source>
        <translation>{points} poeng trukket fra {player}</translation>
    </message>
    <message>
        <source>compensated: {compensated}</source>
        <translation>kompensert: {compensated}</translation>
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
        <translation>Ingen kontakt med turneringslederen siden {time}</translation>
    </message>
    <message>
        <source>Not in contact with the head director</source>
        <translation>Ingen kontakt med turneringslederen</translation>
    </message>
</context>
<context>
    <name>SettingsTab</name>
    <message>
        <source>Relay: off (no central log set).</source>
        <translation>Overføring: av (ingen sentral logg er satt opp).</translation>
    </message>
    <message>
        <source>Relay: stopped, this station's log and the central copy differ (run 'challenge-kiosk audit compare'). {differences}</source>
        <translation>Overføring: stoppet, stasjonens logg og den sentrale kopien er ulike (kjør 'challenge-kiosk audit compare'). {differences}</translation>
    </message>
    <message>
        <source>Relay: the central log is unreachable, retrying. Last error: {error}</source>
        <translation>Overføring: den sentrale loggen kan ikke nås, prøver igjen. Siste feil: {error}</translation>
    </message>
    <message>
        <source>Relay: connecting to the central log…</source>
        <translation>Overføring: kobler til den sentrale loggen…</translation>
    </message>
    <message>
        <source>Relay: {copied} copied, {waiting} waiting.</source>
        <translation>Overføring: {copied} kopiert, {waiting} venter.</translation>
    </message>
    <message>
        <source>Relay: up to date ({copied} copied this session).</source>
        <translation>Overføring: oppdatert ({copied} kopiert i denne økten).</translation>
    </message>
    <message>
        <source>Short sound on the verdict</source>
        <translation>Kort lyd ved avgjørelsen</translation>
    </message>
    <message>
        <source>Say the verdict aloud in the division's language (a sound if no voice)</source>
        <translation>Les avgjørelsen høyt på gruppens språk (en lyd hvis ingen stemme)</translation>
    </message>
    <message>
        <source>Large print and high contrast on player screens</source>
        <translation>Stor skrift og høy kontrast på spillerskjermene</translation>
    </message>
    <message>
        <source>Test connection</source>
        <translation>Test tilkoblingen</translation>
    </message>
    <message>
        <source>Save settings</source>
        <translation>Lagre innstillingene</translation>
    </message>
    <message>
        <source>Restore the last good station file</source>
        <translation>Gjenopprett siste fungerende stasjonsfil</translation>
    </message>
    <message>
        <source>Station name</source>
        <translation>Stasjonsnavn</translation>
    </message>
    <message>
        <source>Judge key</source>
        <translation>Tast for bedømming</translation>
    </message>
    <message>
        <source>Verdict shown (s)</source>
        <translation>Avgjørelsen vises (s)</translation>
    </message>
    <message>
        <source>Clear unjudged words after (s)</source>
        <translation>Tøm ubedømte ord etter (s)</translation>
    </message>
    <message>
        <source>Split-lookup window (s)</source>
        <translation>Vindu for oppdelte oppslag (s)</translation>
    </message>
    <message>
        <source>Font scale</source>
        <translation>Skriftskalering</translation>
    </message>
    <message>
        <source>Word-judge key</source>
        <translation>Tast for å tilkalle dommer</translation>
    </message>
    <message>
        <source>Director mode language</source>
        <translation>Språk i turneringsledermodus</translation>
    </message>
    <message>
        <source>Central log</source>
        <translation>Sentral logg</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ingen</translation>
    </message>
    <message>
        <source>Asking the central log…</source>
        <translation>Spør den sentrale loggen…</translation>
    </message>
    <message>
        <source>Change the station</source>
        <translation>Endre stasjonen</translation>
    </message>
    <message>
        <source>Not changed</source>
        <translation>Ikke endret</translation>
    </message>
    <message>
        <source>Replace the station's profiles and settings with the last station file that loaded cleanly?</source>
        <translation>Erstatte stasjonens profiler og innstillinger med den siste stasjonsfilen som ble lastet inn uten feil?</translation>
    </message>
    <message>
        <source>Restore</source>
        <translation>Gjenopprett</translation>
    </message>
    <message>
        <source>Not restored</source>
        <translation>Ikke gjenopprettet</translation>
    </message>
</context>
<context>
    <name>Storage</name>
    <message>
        <source>Open to other users, and the station cannot make them private: {files}. Give them to the station's user, or set their modes as an administrator.</source>
        <translation>Åpne for andre brukere, og stasjonen kan ikke gjøre dem private: {files}. Gi dem til stasjonens bruker, eller sett tilgangene som administrator.</translation>
    </message>
</context>
<context>
    <name>Unrecorded</name>
    <message>
        <source>line {line}: {why}</source>
        <translation>linje {line}: {why}</translation>
    </message>
    <message>
        <source>line {line}: written by an older version or incomplete</source>
        <translation>linje {line}: skrevet av en eldre versjon eller ufullstendig</translation>
    </message>
    <message>
        <source>unreadable line</source>
        <translation>uleselig linje</translation>
    </message>
    <message>
        <source>{file} cannot be read ({why}); nothing in it was changed</source>
        <translation>{file} kan ikke leses ({why}); ingenting i den ble endret</translation>
    </message>
    <message>
        <source>{added} added to the log as late records.</source>
        <translation>{added} lagt til i loggen som forsinkede oppføringer.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log.</source>
        <translation>{added} lagt til i loggen som forsinkede oppføringer, {already} var allerede i loggen.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {kept} kept in {file}: {problems}.</source>
        <translation>{added} lagt til i loggen som forsinkede oppføringer, {kept} beholdt i {file}: {problems}.</translation>
    </message>
    <message>
        <source>{added} added to the log as late records, {already} were already in the log, {kept} kept in {file}: {problems}.</source>
        <translation>{added} lagt til i loggen som forsinkede oppføringer, {already} var allerede i loggen, {kept} beholdt i {file}: {problems}.</translation>
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
        <translation>Legg dem til i revisjonsloggen som forsinkede oppføringer</translation>
    </message>
    <message>
        <source>Shown at (UTC)</source>
        <translation>Vist (UTC)</translation>
    </message>
    <message>
        <source>Division</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Avgjørelse</translation>
    </message>
    <message>
        <source>Typed</source>
        <comment>the words the challenger typed</comment>
        <translation>Skrevet inn</translation>
    </message>
    <message>
        <source>Why it was not recorded</source>
        <translation>Hvorfor den ikke ble registrert</translation>
    </message>
    <message numerus="yes">
        <source>%n verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation>
            <numerusform>%n avgjørelse ble vist til spillerne mens revisjonsloggen ikke kunne registrere den. Den beholder tidspunktet den ble vist; når den legges til, merkes den som forsinket oppføring i kjeden.</numerusform>
            <numerusform>%n avgjørelser ble vist til spillerne mens revisjonsloggen ikke kunne registrere dem. Hver beholder tidspunktet den ble vist; når de legges til, merkes de som forsinkede oppføringer i kjeden.</numerusform>
        </translation>
    </message>
    <message>
        <source>Every verdict shown at this station is in the audit log.</source>
        <translation>Alle avgjørelser som er vist på denne stasjonen, står i revisjonsloggen.</translation>
    </message>
    <message>
        <source>Not added: {error}</source>
        <translation>Ikke lagt til: {error}</translation>
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

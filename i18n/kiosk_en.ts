<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>AuditJobs</name>
    <message numerus="yes">
        <source>Chain intact: %n record(s)</source>
        <translation>
            <numerusform>Chain intact: %n record</numerusform>
            <numerusform>Chain intact: %n records</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>AuditTab</name>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}</source>
        <translation>
            <numerusform>Exported %n record to {path}</numerusform>
            <numerusform>Exported %n records to {path}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Exported %n record(s) to {path}, but the log could not record the export</source>
        <translation>
            <numerusform>Exported %n record to {path}, but the log could not record the export</numerusform>
            <numerusform>Exported %n records to {path}, but the log could not record the export</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Changes</name>
    <message numerus="yes">
        <source>{name} (%n word(s), fingerprint {fingerprint})</source>
        <translation>
            <numerusform>{name} (%n word, fingerprint {fingerprint})</numerusform>
            <numerusform>{name} (%n words, fingerprint {fingerprint})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DirectorPanel</name>
    <message numerus="yes">
        <source>%n verdict(s) shown while the log could not record them: see the &apos;Not recorded&apos; tab.</source>
        <translation>
            <numerusform>%n verdict shown while the log could not record it: see the &apos;Not recorded&apos; tab.</numerusform>
            <numerusform>%n verdicts shown while the log could not record them: see the &apos;Not recorded&apos; tab.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Fleet</name>
    <message numerus="yes">
        <source>mismatch: {division} expects {lexicon} ({fingerprint}, %n word(s))</source>
        <translation>
            <numerusform>mismatch: {division} expects {lexicon} ({fingerprint}, %n word)</numerusform>
            <numerusform>mismatch: {division} expects {lexicon} ({fingerprint}, %n words)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>mismatch: %n adjudication(s) in {division} with {lexicon} ({fingerprint}); {source} says {wanted} ({wanted_fingerprint})</source>
        <translation>
            <numerusform>mismatch: %n adjudication in {division} with {lexicon} ({fingerprint}); {source} says {wanted} ({wanted_fingerprint})</numerusform>
            <numerusform>mismatch: %n adjudications in {division} with {lexicon} ({fingerprint}); {source} says {wanted} ({wanted_fingerprint})</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>no heartbeat: known from its records (%n adjudication(s))</source>
        <translation>
            <numerusform>no heartbeat: known from its records (%n adjudication)</numerusform>
            <numerusform>no heartbeat: known from its records (%n adjudications)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Lexicon mismatch at %n station(s): {stations}</source>
        <translation>
            <numerusform>Lexicon mismatch at %n station: {stations}</numerusform>
            <numerusform>Lexicon mismatch at %n stations: {stations}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>LexiconsTab</name>
    <message numerus="yes">
        <source>Installed {lexicon}: %n word(s), fingerprint {fingerprint}.</source>
        <translation>
            <numerusform>Installed {lexicon}: %n word, fingerprint {fingerprint}.</numerusform>
            <numerusform>Installed {lexicon}: %n words, fingerprint {fingerprint}.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{stage}: %n word(s)</source>
        <translation>
            <numerusform>{stage}: %n word</numerusform>
            <numerusform>{stage}: %n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division} now judges with {lexicon} (%n word(s), fingerprint {fingerprint}).</source>
        <translation>
            <numerusform>{division} now judges with {lexicon} (%n word, fingerprint {fingerprint}).</numerusform>
            <numerusform>{division} now judges with {lexicon} (%n words, fingerprint {fingerprint}).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Player</name>
    <message numerus="yes">
        <source>%n word(s) declared</source>
        <translation>
            <numerusform>%n word declared</numerusform>
            <numerusform>%n words declared</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>typed so far</comment>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division} was judged %n second ago.</numerusform>
            <numerusform>{division} was judged %n seconds ago.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>{division}, table {table} was judged %n second(s) ago.</source>
        <translation>
            <numerusform>{division}, table {table} was judged %n second ago.</numerusform>
            <numerusform>{division}, table {table} was judged %n seconds ago.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>No key pressed: clearing the screen in %n second(s)</source>
        <translation>
            <numerusform>No key pressed: clearing the screen in %n s</numerusform>
            <numerusform>No key pressed: clearing the screen in %n s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s)</source>
        <comment>in the lexicon</comment>
        <translation>
            <numerusform>%n word</numerusform>
            <numerusform>%n words</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>You said %n word(s);</source>
        <comment>how many words the players declared</comment>
        <translation>
            <numerusform>You said %n word;</numerusform>
            <numerusform>You said %n words;</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n typed.</source>
        <comment>how many words are typed now</comment>
        <translation>
            <numerusform>%n is typed.</numerusform>
            <numerusform>%n are typed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The play stands. The challenged player adds %n point(s)</source>
        <comment>failed challenge</comment>
        <translation>
            <numerusform>The play stands. The challenged player adds %n point</numerusform>
            <numerusform>The play stands. The challenged player adds %n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n word(s) × {points}</source>
        <comment>points per word challenged</comment>
        <translation>
            <numerusform>%n word × {points}</numerusform>
            <numerusform>%n words × {points}</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ProfilesTab</name>
    <message numerus="yes">
        <source>{lexicon} (%n word(s), {fingerprint})</source>
        <translation>
            <numerusform>{lexicon} (%n word, {fingerprint})</numerusform>
            <numerusform>{lexicon} (%n words, {fingerprint})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Report</name>
    <message numerus="yes">
        <source>Chain intact: %n record(s) checked</source>
        <translation>
            <numerusform>Chain intact: %n record checked</numerusform>
            <numerusform>Chain intact: %n records checked</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n adjudication(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n adjudication not listed here: {command} exports every record.</numerusform>
            <numerusform>… %n adjudications not listed here: {command} exports every record.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>… %n event(s) not listed here: {command} exports every record.</source>
        <translation>
            <numerusform>… %n event not listed here: {command} exports every record.</numerusform>
            <numerusform>… %n events not listed here: {command} exports every record.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>UnrecordedTab</name>
    <message numerus="yes">
        <source>%n verdict(s) were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</source>
        <translation>
            <numerusform>%n verdict was shown to players while the audit log could not record it. It keeps the time it was shown; adding it marks it as a late record in the chain.</numerusform>
            <numerusform>%n verdicts were shown to players while the audit log could not record them. Each keeps the time it was shown; adding them marks them as late records in the chain.</numerusform>
        </translation>
    </message>
</context>
</TS>

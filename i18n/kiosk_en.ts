<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
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

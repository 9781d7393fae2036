/*
 * An empty ICU data library for the Linux bundle, in place of Qt's 31 MB libicudata.
 *
 * Qt Core links ICU for locale-aware case mapping, collation (QCollator), legacy text
 * codecs and time-zone display names. The station uses none of the last three; case
 * mapping uses the Unicode properties compiled into libicuuc, which need no data file.
 * This is ICU's own "stubdata" (icu4c/source/stubdata): a valid data header with an empty
 * table of contents, so a lookup that needs data fails with an ICU error, never a crash.
 *
 * installers/challenge-kiosk.spec compiles it with the exported symbol renamed to the
 * bundled ICU's version (ICU_DATA_SYMBOL, e.g. icudt73_dat) and the same soname.
 */
#include <stdint.h>

#ifndef ICU_DATA_SYMBOL
#error "define ICU_DATA_SYMBOL, e.g. -DICU_DATA_SYMBOL=icudt73_dat"
#endif

typedef struct {
    uint16_t size;
    uint16_t reservedWord;
    uint8_t isBigEndian;
    uint8_t charsetFamily;
    uint8_t sizeofUChar;
    uint8_t reservedByte;
    uint8_t dataFormat[4];
    uint8_t formatVersion[4];
    uint8_t dataVersion[4];
} UDataInfo;

typedef struct {
    uint16_t headerSize;
    uint8_t magic1, magic2;
    UDataInfo info;
    char padding[8];
    uint32_t count, reserved;
    int fakeNameAndData[4];
} ICUDataHeader;

__attribute__((visibility("default"))) const ICUDataHeader ICU_DATA_SYMBOL = {
    32,   /* headerSize */
    0xda, /* magic1 */
    0x27, /* magic2 */
    {
        sizeof(UDataInfo),
        0,
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__
        1,
#else
        0,
#endif
        0, /* U_ASCII_FAMILY */
        2, /* sizeof(UChar) */
        0,
        {0x54, 0x6f, 0x43, 0x50}, /* "ToCP": a table of contents */
        {1, 0, 0, 0},
        {0, 0, 0, 0},
    },
    {0, 0, 0, 0, 0, 0, 0, 0},
    0, /* count: no entries */
    0,
    {0, 0, 0, 0},
};
